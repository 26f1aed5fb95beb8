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
    /// Shows `count` as a badge at the trailing edge of a full-width row; no badge on older systems.
    @ViewBuilder func rowBadge(_ count: Int) -> some View {
        HStack { content; Spacer() }.badge(count)
    }
}
