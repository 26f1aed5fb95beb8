import SwiftUI

/// Namespace for shims of SwiftUI modifiers newer than the deployment target.
public struct Backport<Content> {
    public let content: Content

    public init(_ content: Content) {
        self.content = content
    }
}

extension View {
    /// Shims for modifiers newer than the deployment target.
    public var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    /// Lets rows draw outside the scroll view's bounds; clipped on older systems.
    @ViewBuilder public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        if #available(iOS 17, *) {
            content.scrollClipDisabled(disabled)
        } else {
            content
        }
    }
}
