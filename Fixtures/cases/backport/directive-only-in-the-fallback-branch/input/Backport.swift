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

extension Backport where Content == Any {
    /// An empty state; a plain label (a text on watchOS) on older systems.
    @ViewBuilder static func ContentUnavailableView(_ title: String, systemImage: String) -> some View {
        if #available(iOS 17, *) {
            SwiftUI.ContentUnavailableView(title, systemImage: systemImage)
        } else {
            #if os(watchOS)
            Text(title)
            #else
            Label(title, systemImage: systemImage)
            #endif
        }
    }
}

extension Backport where Content: View {
    /// The live branch itself differs by platform: stays, for review.
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            #if os(tvOS)
            content
            #else
            content.badge(count)
            #endif
        } else {
            content
        }
    }
}
