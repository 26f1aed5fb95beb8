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
    @ViewBuilder func contentBackground(_ visible: Bool) -> some View {
        if #available(iOS 16, *) {
            content.scrollContentBackground(visible ? .visible : .hidden)
        } else {
            content
        }
    }
}
import SwiftUI

struct Settings: View {
    var body: some View {
        VStack {
            List { Text("a") }.backport.contentBackground(false)
            Form { Text("b") }.backport.contentBackground(true)
            List { Text("c") }.backport.contentBackground(showsBackground)
        }
    }
}
