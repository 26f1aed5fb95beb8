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
    @ViewBuilder func indicators(_ visibility: Backport.Indicators) -> some View {
        if #available(iOS 16, *) {
            content.scrollIndicators(visibility.system)
        } else {
            content
        }
    }

    @ViewBuilder func keyboardDismissal(_ mode: Dismissal) -> some View {
        if #available(iOS 16, *) {
            content.scrollDismissesKeyboard(mode.system)
        } else {
            content
        }
    }

    @ViewBuilder func gap(_ length: CGFloat = standardGap) -> some View {
        if #available(iOS 16, *) {
            content.padding(length)
        } else {
            content
        }
    }
}
