import SwiftUI

/// Stands in for `SwiftUI.LazyHStack` before iOS 14.
struct LazyHStack<Content>: View where Content: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: () -> Content

    var body: some View {
        Group {
            AnyView(SwiftUI.LazyHStack(alignment: alignment, spacing: spacing, content: content))
        }
    }

    init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }
}
