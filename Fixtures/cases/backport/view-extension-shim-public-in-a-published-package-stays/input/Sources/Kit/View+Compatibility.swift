import SwiftUI

public extension View {
    @ViewBuilder func scrollDisabledIfAvailable(_ disabled: Bool) -> some View {
        if #available(iOS 16, *) {
            scrollDisabled(disabled)
        } else {
            self
        }
    }

    /// Internal: only this package can call it, and its call is rewritten.
    @ViewBuilder internal func hiddenScrollBackground() -> some View {
        if #available(iOS 16, *) {
            scrollContentBackground(.hidden)
        } else {
            self
        }
    }
}
