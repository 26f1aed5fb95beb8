import SwiftUI

/// `ScrollDismissesKeyboardMode` for systems before iOS 16, where the SwiftUI type does not exist.
enum MyScrollDismissesKeyboardMode {
    case automatic
    case immediately
    case interactively
    case never

    @available(iOS 16.0, *)
    var swiftUI: ScrollDismissesKeyboardMode {
        switch self {
        case .automatic: return .automatic
        case .immediately: return .immediately
        case .interactively: return .interactively
        case .never: return .never
        }
    }
}

extension View {
    /// Configures how scrolling dismisses the keyboard; does nothing before iOS 16.
    ///
    /// Same name as the SwiftUI modifier, so call sites read as they will once iOS 16 is the minimum.
    @available(iOS, obsoleted: 16.0, message: "SwiftUI.View.scrollDismissesKeyboard is available on iOS 16.")
    @ViewBuilder func scrollDismissesKeyboard(_ mode: MyScrollDismissesKeyboardMode) -> some View {
        if #available(iOS 16.0, *) {
            self
                .scrollDismissesKeyboard(mode.swiftUI)
        } else {
            self
        }
    }
}
