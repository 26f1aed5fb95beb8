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
    @ViewBuilder func heading(_ style: HeadingStyle) -> some View {
        if #available(iOS 17, *) {
            content.toolbarTitleDisplayMode(style.system)
        } else {
            content.navigationBarTitleDisplayMode(style.legacy)
        }
    }
}
