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
    @ViewBuilder func tinted(_ color: Color) -> some View {
        if #available(iOS 15, *) {
            let style = color.opacity(0.8)
            content.tint(style)
        } else {
            content
        }
    }
}
import SwiftUI

struct Use: View {
    var body: some View {
        Text("a").backport.tinted(.red)
    }
}
