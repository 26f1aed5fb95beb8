import SwiftUI

public struct Backport<Content> {
    public let content: Content
}

public extension View {
    var backport: Backport<Self> { Backport(content: self) }
}

public extension Backport where Content: View {
    @ViewBuilder func badge(_ count: Int) -> some View {
        content.badge(count)
    }
}
