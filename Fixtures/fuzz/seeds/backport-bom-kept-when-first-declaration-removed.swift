extension Backport where Content: View {
    @ViewBuilder func privacySensitive() -> some View {
        if #available(iOS 15, *) {
            content.privacySensitive()
        } else {
            content
        }
    }
}

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
    @ViewBuilder func symbolBounce(_ value: Int) -> some View {
        if #available(iOS 17, *) {
            content.symbolEffect(.bounce, value: value)
        } else {
            content
        }
    }
}
import SwiftUI

struct Row: View {
    var body: some View {
        Image(systemName: "bell").backport.symbolBounce(1)
    }
}
