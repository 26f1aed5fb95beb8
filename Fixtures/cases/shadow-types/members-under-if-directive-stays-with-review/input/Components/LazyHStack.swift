import SwiftUI

struct LazyHStack<Content: View>: View {
    #if os(iOS)
    let spacing: CGFloat?
    #else
    let spacing: Double?
    #endif
    let content: () -> Content

    var body: some View {
        if #available(iOS 14.0, *) {
            return AnyView(SwiftUI.LazyHStack(spacing: spacing, content: content))
        } else {
            return AnyView(HStack(spacing: spacing, content: content))
        }
    }
}
