import SwiftUI

struct LazyHStack<Content: View>: View {
    #if os(iOS)
    let spacing: CGFloat?
    #else
    let spacing: Double?
    #endif
    let content: () -> Content

    var body: some View {
        return AnyView(SwiftUI.LazyHStack(spacing: spacing, content: content))
    }
}
