import SwiftUI

struct Backport<Content> {
    let content: Content
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport where Content: View {
    @ViewBuilder func dismissesKeyboardInteractively() -> some View {
        if #available(iOS 16, *) {
            content.scrollDismissesKeyboard(DismissMode.interactive.swiftUI)
        } else {
            content
        }
    }
}
