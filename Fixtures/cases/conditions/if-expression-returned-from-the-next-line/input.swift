import SwiftUI

func spacing(compact: Bool) -> CGFloat {
    return
        if #available(iOS 16, *) {
            compact ? 4 : 8
        } else {
            12
        }
}

func layoutError(missing: Bool) throws -> Never {
    throw
        if #available(iOS 16, *) {
            missing ? CocoaError(.fileNoSuchFile) : CocoaError(.fileReadUnknown)
        } else {
            CocoaError(.featureUnsupported)
        }
}

func log(_ verbose: Bool) {
    return
        switch verbose {
        case true:
            if #available(iOS 16, *) { print("full") } else { print("short") }
        case false:
            print("none")
        }
}
