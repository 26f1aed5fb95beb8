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
    /// The app's own style, not a compatibility shim: no check, another call.
    @ViewBuilder
    func glassEffect(_ glass: BackportGlass = .regular, in shape: some Shape) -> some View {
        content.modifier(GlassModifier(glass: glass, shape: shape))
    }
}
import SwiftUI

struct Card: View {
    var body: some View {
        Text("a")
            .backport
            .glassEffect(in: .capsule)
    }
}
