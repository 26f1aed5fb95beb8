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
    @ViewBuilder func barBackground(_ color: Color, for placement: ToolbarPlacement = .navigationBar) -> some View {
        if #available(iOS 16, *) {
            content.toolbarBackground(color, for: placement)
        } else {
            content
        }
    }
}
import SwiftUI

struct Root: View {
    var body: some View {
        TabView { Text("a") }
            .backport.barBackground(.blue)
            .backport.barBackground(.red, for: .tabBar)
    }
}
