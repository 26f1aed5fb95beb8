import SwiftUI
if #available(iOS 16, *) {
    struct Backport<Content> {
        let content: Content
    }
    extension View {
        var backport: Backport<Self> { Backport(content: self) }
    }
    extension Backport where Content: View {
        @ViewBuilder func badge(_ count: Int) -> some View {
            if #available(iOS 15, *) {
                content.badge(count)
            } else {
                content
            }
        }
    }
}
let v = Text("a").backport.badge(3)
