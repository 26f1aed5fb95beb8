import SwiftUI

public struct Backported<Wrapped> {
    public let content: Wrapped
    public init(_ content: Wrapped) { self.content = content }
}

public extension View {
    var backport: Backported<Self> { .init(self) }
}

public extension Backported where Wrapped: View {
    @ViewBuilder func dismissesKeyboard(_ mode: KeyboardDismissal) -> some View {
        if #available(iOS 16, *) {
            content.scrollDismissesKeyboard(mode.system)
        } else {
            content
        }
    }
}

public enum KeyboardDismissal {
    case immediately
    case interactively

    /// Internal: another module cannot read it.
    var system: ScrollDismissesKeyboardMode {
        switch self {
        case .immediately: return .immediately
        case .interactively: return .interactively
        }
    }
}
