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
    /// Shows `count` as a badge, capped at 99; no badge on older systems.
    @ViewBuilder func cappedBadge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count > 99 ? 99 : count)
        } else {
            content
        }
    }
}
