import SwiftUI

struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    /// Shows `count` as a badge; no badge on older systems.
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, macOS 12, *) {
            content.badge(count)
        } else {
            content
        }
    }

    /// Hides the grouped background of a `List` or `Form`.
    @ViewBuilder func scrollContentBackground(_ visibility: Visibility) -> some View {
        if #available(iOS 16, macOS 14, *) {
            content.scrollContentBackground(visibility)
        } else {
            content
        }
    }
}
