import SwiftUI

struct Backport<Content> {
    let content: Content
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport where Content: View {
    @ViewBuilder func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content overlay: () -> V) -> some View {
        if #available(iOS 15, *) {
            content.overlay(alignment: alignment, content: overlay)
        } else {
            content.overlay(overlay(), alignment: alignment)
        }
    }
}

struct Row: View {
    var body: some View {
        Text("a").backport.overlay { Text("b") }
        Text("c").badge(2)
    }
}
