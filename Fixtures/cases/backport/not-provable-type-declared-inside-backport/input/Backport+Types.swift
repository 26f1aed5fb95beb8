import SwiftUI

extension Backport {
    /// Scroll indicator visibility, for systems before the SwiftUI type existed.
    enum Indicators {
        case shown
        case hidden

        @available(iOS 16, *)
        var system: ScrollIndicatorVisibility {
            self == .shown ? .visible : .hidden
        }
    }

    enum Dismissal {
        case immediately
        case interactively

        @available(iOS 16, *)
        var system: ScrollDismissesKeyboardMode {
            self == .immediately ? .immediately : .interactively
        }
    }

    static var standardGap: CGFloat { 12 }
}
