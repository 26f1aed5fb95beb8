import SwiftUI

extension Backport where Content: View {
    /// Shows `count` as a badge; no badge before iOS 15.
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }
}
