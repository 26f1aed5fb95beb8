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

    @ViewBuilder
    func scrollClipDisabled(_ disabled: Bool) -> some View {
        if #available(iOS 17, *) {
            content.scrollClipDisabled(disabled)
        } else {
            content
        }
    }
}
