import SwiftUI

// Modifiers newer than the deployment target, called without an availability check.

extension View {
    @ViewBuilder
    func scrollDisabledIfAvailable(_ disabled: Bool) -> some View {
        if #available(iOS 16, *) {
            scrollDisabled(disabled)
        } else {
            self
        }
    }

    @ViewBuilder
    func detentsIfAvailable(_ detents: Set<PresentationDetent>) -> some View {
        if #available(iOS 16, *) {
            self.presentationDetents(detents)
        } else {
            self
        }
    }
}
