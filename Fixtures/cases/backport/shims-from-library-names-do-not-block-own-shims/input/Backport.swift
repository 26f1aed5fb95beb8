import SwiftUI

/// Holds a value so that `value.backport.name(…)` can reach compatibility shims.
struct Backport<Content> {
    let content: Content
}

extension View {
    /// Shims for modifiers newer than the deployment target.
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport where Content: View {
    @ViewBuilder func statusBar(_ visibility: Visibility) -> some View {
        if #available(iOS 16, *) {
            content.statusBarHidden(visibility == .hidden)
        } else {
            content
        }
    }
}
