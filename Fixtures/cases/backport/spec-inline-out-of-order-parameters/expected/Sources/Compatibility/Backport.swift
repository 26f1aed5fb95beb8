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
    /// Extra space around scroll content; plain padding on older systems.
    @ViewBuilder func contentMargins(_ length: CGFloat) -> some View {
        if #available(iOS 17, *) {
            content.contentMargins(length)
        } else {
            content.padding(length)
        }
    }
}
