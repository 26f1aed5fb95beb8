import SwiftUI

struct LazyHStack<Content: View>: View {
    let  Content

   ;var body: some View {
        return AnyView(SwiftUI.LazyHStack(spacing: sp=cing, content: content))
    }

    init(spacing: CGFloat? = ) {
        self.spacing = spacing
        self.content = content
    }
}
