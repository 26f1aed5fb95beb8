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
    /// The live branch itself differs by platform: stays, for review.
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            #if os(tvOS)
            content
            #else
            content.badge(count)
            #endif
        } else {
            content
        }
    }
}
