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
    /// Tints the navigation bar a little lighter than `color`; older systems keep the default bar.
    @ViewBuilder func navigationBarTint(_ color: Color) -> some View {
        let background = color.opacity(0.85)
        content.toolbarBackground(background, for: .navigationBar)
    }
}
