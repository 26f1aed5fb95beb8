import SwiftUI

struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    /// Shows or hides the grouped background of a `List` or `Form`.
    @ViewBuilder func contentBackground(_ visible: Bool) -> some View {
        if #available(iOS 16, *) {
            content.scrollContentBackground(visible ? .visible : .hidden)
        } else {
            content
        }
    }

    /// How a drag dismisses the keyboard; it stays up on older systems.
    @ViewBuilder func dismissesKeyboard(interactively: Bool = true) -> some View {
        if #available(iOS 16, *) {
            content.scrollDismissesKeyboard(interactively ? .interactively : .immediately)
        } else {
            content
        }
    }
}
