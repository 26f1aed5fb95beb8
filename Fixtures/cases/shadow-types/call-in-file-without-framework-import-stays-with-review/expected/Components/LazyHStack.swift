import SwiftUI

struct LazyHStack<Content: View>: View {
    let spacing: CGFloat?
    let content: () -> Content

    var body: some View {
        return AnyView(SwiftUI.LazyHStack(spacing: spacing, content: content))
    }

    init(spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.spacing = spacing
        self.content = content
    }
}
