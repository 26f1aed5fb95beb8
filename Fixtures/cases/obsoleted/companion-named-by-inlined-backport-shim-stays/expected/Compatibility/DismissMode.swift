import SwiftUI

enum DismissMode {
    case interactive
    case immediate

    var swiftUI: ScrollDismissesKeyboardMode {
        self == .interactive ? .interactively : .immediately
    }
}
