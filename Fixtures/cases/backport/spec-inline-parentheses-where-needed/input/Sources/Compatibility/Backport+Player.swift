import SwiftUI

extension Backport where Content: View {
    /// Letter spacing that grows with the font size; none on older systems.
    @ViewBuilder func letterSpacing(for size: CGFloat) -> some View {
        if #available(iOS 16, *) {
            content.tracking(size * 0.02)
        } else {
            content
        }
    }

    /// Shows or hides the home indicator and the other system overlays.
    @ViewBuilder func systemOverlays(_ visible: Bool) -> some View {
        if #available(iOS 16, *) {
            content.persistentSystemOverlays(visible ? .visible : .hidden)
        } else {
            content
        }
    }
}
