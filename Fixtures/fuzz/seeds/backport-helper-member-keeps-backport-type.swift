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
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }
}

extension Backport where Content == Any {
    /// A helper type of the pattern, not a shim: it keeps `Backport` alive.
    enum Prominence {
        case standard
        case increased
    }
}
import SwiftUI

struct Row: View {
    var body: some View {
        Text("a").backport.badge(1)
    }
}
