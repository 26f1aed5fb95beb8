import SwiftUI
struct Backport<Content> {
    let content: Content
    init(_ content: Content) { self.content = content }
}
extension View {
    var backport: Backport<Self> { Backport(self) }
}
extension Backport where Content: View {
    @ViewBuilder func badge(_ count: Int = ) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }
}
