import SwiftUI

@available(iOS, deprecated: 16)
public extension Backport where Wrapped: View {
    /// Configures how scrolling dismisses the keyboard.
    func scrollDismissesKeyboard(_ mode: Backport<Any>.ScrollDismissesKeyboardMode) -> some View {
        wrapped.modifier(KeyboardDismissModifier(mode: mode))
    }
}

public extension Backport where Wrapped: View {
    /// Not deprecated: the library keeps implementing it.
    func onSubmitOnce(_ action: @escaping () -> Void) -> some View {
        wrapped.modifier(SubmitOnceModifier(action: action))
    }
}
