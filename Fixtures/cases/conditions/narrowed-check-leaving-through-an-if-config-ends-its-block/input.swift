import SwiftUI

func topBarPlacement() -> ToolbarItemPlacement {
    if #available(iOS 14.0, watchOS 10.0, *) {
        return .topBarTrailing
    } else {
        #if !os(watchOS)
        return .navigationBarTrailing
        #else
        return .automatic
        #endif
    }
}

func bottomPlacement() -> ToolbarItemPlacement {
    if #available(iOS 14.0, watchOS 10.0, *) {
        return .bottomBar
    } else {
        #if !os(watchOS)
        return .navigationBarLeading
        #endif
    }
    return .automatic
}
