import SwiftUI

struct LazyHStack<Content: View>: View {
    let spacing: CGFloat?
    let content: () -> Content

    var body: some View {
        if #available(iOS 14.0, *) {
            return AnyView(SwiftUI.LazyHStack(spacing: spacing, content: content))
        } else {
            #if os(iOS)
            return AnyView(HStack(spacing: spacing, content: content))
            #else
            return AnyView(HStack(spacing: spacing, content: content))
            #endif
        }
    }

    init(spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.spacing = spacing
        self.content = content
    }
}
