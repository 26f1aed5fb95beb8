import SwiftUI

enum DismissMode {
    case interactive
    case immediate

    @available(iOS 16, *)
    var swiftUI: ScrollDismissesKeyboardMode {
        self == .interactive ? .interactively : .immediately
    }
}

extension View {
    @available(iOS, obsoleted: 16)
    func dismissKeyboard(_ mode: DismissMode) -> some View {
        self
    }
}
