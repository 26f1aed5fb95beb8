import SwiftUI

/// Stands in for `SwiftUI.LazyHStack` before iOS 14.
struct LazyHStack<Content>: View where Content: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: () -> Content

    var body: some View {
        Group {
            if #available(iOS 14.0, *) {
                AnyView(SwiftUI.LazyHStack(alignment: alignment, spacing: spacing, content: content))
            } else {
                // Fallback on earlier versions
                HStack(alignment: alignment, spacing: spacing, content: content)
            }
        }
    }

    init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content
    }
}
