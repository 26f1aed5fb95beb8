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
    /// Dismisses the keyboard as the user scrolls.
    @ViewBuilder func scrollDismissesKeyboardInteractively() -> some View {
        if #available(iOS 16, *) {
            content.scrollDismissesKeyboard(.interactively)
        } else {
            content
        }
    }

    @ViewBuilder func navigationBarBackground(_ color: Color) -> some View {
        if #available(iOS 16, *) {
            content.toolbarBackground(color, for: .navigationBar)
        } else {
            content
        }
    }
}
import SwiftUI

struct Chat: View {
    var body: some View {
        ScrollView { Text("Messages") }
            .backport.scrollDismissesKeyboardInteractively()
            .backport.navigationBarBackground(.indigo)
    }
}
