import SwiftUI

public struct Backport<Content> {
    public let content: Content

    public init(_ content: Content) {
        self.content = content
    }
}

public extension View {
    var backport: Backport<Self> { .init(self) }
}

public extension Backport where Content: View {
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }

    /// Internal: only this package can call it, and its call is rewritten.
    @ViewBuilder internal func listRowSeparator(_ visibility: Visibility) -> some View {
        if #available(iOS 15, *) {
            content.listRowSeparator(visibility)
        } else {
            content
        }
    }
}
