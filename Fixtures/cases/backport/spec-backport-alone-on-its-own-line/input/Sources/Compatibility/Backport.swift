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
    @ViewBuilder func fontWeight(_ weight: Font.Weight?) -> some View {
        if #available(iOS 16, *) {
            content.fontWeight(weight)
        } else {
            content
        }
    }

    @ViewBuilder func contentMargins(_ length: CGFloat) -> some View {
        if #available(iOS 17, *) {
            content.contentMargins(length)
        } else {
            content.padding(length)
        }
    }
}
