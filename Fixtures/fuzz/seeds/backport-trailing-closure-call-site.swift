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
    @ViewBuilder func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        if #available(iOS 15, *) {
            content.refreshable(action: action)
        } else {
            content
        }
    }
}
import SwiftUI

struct Feed: View {
    var body: some View {
        List(items) { Text($0.title) }
            .backport.refreshable {
                await reload()
            }
    }
}
