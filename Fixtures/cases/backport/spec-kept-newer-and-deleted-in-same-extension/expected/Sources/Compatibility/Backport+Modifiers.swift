import SwiftUI

extension Backport where Content: View {
    /// Draws scroll content outside the scroll view's bounds.
    @ViewBuilder func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        if #available(iOS 17, *) {
            content.scrollClipDisabled(disabled)
        } else {
            content
        }
    }
}
