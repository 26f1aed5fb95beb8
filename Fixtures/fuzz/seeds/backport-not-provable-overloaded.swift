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

    @ViewBuilder func badge(_ label: String?) -> some View {
        if #available(iOS 15, *) {
            content.badge(label.map { Text($0) })
        } else {
            content
        }
    }
}
import SwiftUI

struct Use: View {
    var body: some View {
        VStack {
            Text("a").backport.badge(1)
            Text("b").backport.badge("new")
        }
    }
}
