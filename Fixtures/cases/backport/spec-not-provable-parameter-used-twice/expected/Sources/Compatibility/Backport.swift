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
    /// A sheet that opens at `height` and can be pulled up to twice that.
    @ViewBuilder func presentationHeights(_ height: CGFloat) -> some View {
        content.presentationDetents([.height(height), .height(height * 2)])
    }
}
