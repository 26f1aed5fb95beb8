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

extension Backport where Content: View {
    /// Animates SF Symbols when `value` changes; static symbols on older systems.
    @ViewBuilder func bounce<V: Equatable>(value: V) -> some View {
        if #available(iOS 17, *) {
            content.symbolEffect(.bounce, value: value)
        } else {
            content
        }
    }
}
