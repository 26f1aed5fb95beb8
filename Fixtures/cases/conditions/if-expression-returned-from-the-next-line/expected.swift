import SwiftUI

func spacing(compact: Bool) -> CGFloat {
    return
        compact ? 4 : 8
}

func layoutError(missing: Bool) throws -> Never {
    throw
        missing ? CocoaError(.fileNoSuchFile) : CocoaError(.fileReadUnknown)
}

func log(_ verbose: Bool) {
    return
        switch verbose {
        case true:
            print("full")
        case false:
            print("none")
        }
}
