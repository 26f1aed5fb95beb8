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
    /// Hides the separator under a list row; separators always show on older systems.
    @ViewBuilder func listRowSeparator(hidden: Bool) -> some View {
        if #available(iOS 15, *) {
            content.listRowSeparator(.hidden)
        } else {
            content
        }
    }
}
