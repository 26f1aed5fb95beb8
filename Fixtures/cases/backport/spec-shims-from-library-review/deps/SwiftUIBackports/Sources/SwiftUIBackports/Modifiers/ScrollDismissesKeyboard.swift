import SwiftUI

@available(iOS, deprecated: 16)
@available(tvOS, deprecated: 16)
@available(macOS, deprecated: 13)
@available(watchOS, deprecated: 9)
public extension Backport where Wrapped: View {
    /// Configures the behavior in which scrollable content interacts with the software keyboard.
    ///
    /// - Parameter mode: The keyboard dismissal mode that scrollable content uses.
    /// - Returns: A view that uses the specified keyboard dismissal mode.
    func scrollDismissesKeyboard(_ mode: Backport<Any>.ScrollDismissesKeyboardMode) -> some View {
        wrapped.environment(\.backportScrollDismissesKeyboardMode, mode)
    }
}
