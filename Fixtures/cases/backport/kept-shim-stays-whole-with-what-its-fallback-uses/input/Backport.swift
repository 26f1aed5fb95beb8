import SwiftUI

struct Backport<Content> {
    let content: Content
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport where Content: View {
    /// Differs by platform: stays for review, its check and fallback too, so that a second run
    /// finds it as the first did and what the fallback uses stays.
    @ViewBuilder func listSpacing(_ spacing: CGFloat) -> some View {
        #if os(tvOS)
        content
        #else
        if #available(iOS 15, *) {
            content.padding(spacing)
        } else {
            content.modifier(LegacySpacing(spacing: spacing)).backport.badge(0)
        }
        #endif
    }

    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }
}
