import SwiftUI

/// Holds a value so that `value.backport.name(…)` can reach compatibility shims.
struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    /// Shims for modifiers newer than the deployment target.
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    @ViewBuilder
    func scrollEdgeEffectStyle(
        _ style: EdgeStyle?,
        for edges: Edge.Set
    ) -> some View {
        if #available(iOS 26.0, *) {
            content.scrollEdgeEffectStyle(
                style?.swiftUIValue,
                for: edges
            )
        } else {
            content
        }
    }
}
import SwiftUI

struct Scroller: View {
    var body: some View {
        ScrollView { Text("a") }
            .backport
            .scrollEdgeEffectStyle(.soft, for: .top)
    }
}
