import SwiftUI

public struct Shimmed<Wrapped> {
    public let content: Wrapped
    public init(_ content: Wrapped) { self.content = content }
}

public extension View {
    var backport: Shimmed<Self> { .init(self) }
}

public extension Shimmed where Wrapped: View {
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }

    @ViewBuilder func scrollContentBackground(_ visibility: Visibility) -> some View {
        if #available(iOS 16, macOS 13, *) {
            content.scrollContentBackground(visibility)
        } else {
            content
        }
    }
}

struct Inbox: View {
    var body: some View {
        List {
            Text("Inbox").backport.badge(3)
        }
        .backport.scrollContentBackground(.hidden)
    }
}
