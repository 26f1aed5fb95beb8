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
        content.scrollIndicators(visibility.system)
    }

    @ViewBuilder func keyboardDismissal(_ mode: Dismissal) -> some View {
        content.scrollDismissesKeyboard(mode.system)
    }

    @ViewBuilder func gap(_ length: CGFloat = standardGap) -> some View {
        content.padding(length)
    }
}
