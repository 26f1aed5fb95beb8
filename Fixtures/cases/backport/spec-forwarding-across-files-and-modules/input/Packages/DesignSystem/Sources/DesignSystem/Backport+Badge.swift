import SwiftUI

extension Backport where Content: View {
    /// Shows `count` as a badge on a list row or tab item; no badge on older systems.
    @ViewBuilder public func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }
}
