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
    @ViewBuilder func logged(_ name: String) -> some View {
        if #available(iOS 15, *) {
            Logger.shared.record(name)
        } else {
            content
        }
    }
}
import SwiftUI

struct Use: View {
    var body: some View {
        Text("a").backport.logged("row")
    }
}
