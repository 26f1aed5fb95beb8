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
        content.badge(count)
    }

    /// Shows "New" as a badge when `isNew` is true; no badge on older systems.
    @ViewBuilder func badge(_ isNew: Bool) -> some View {
        content.badge(isNew ? Text("New") : nil)
    }
}
