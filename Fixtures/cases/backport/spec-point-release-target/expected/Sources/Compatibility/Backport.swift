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
    /// The sheet's material; the default background on older systems.
    @ViewBuilder func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        if #available(iOS 16.5, *) {
            content.presentationBackground(style)
        } else {
            content
        }
    }
}
