import SwiftUI

public struct Backport<Wrapped> {
    public let wrapped: Wrapped

    public init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
    }
}

public extension View {
    var backport: Backport<Self> { .init(self) }
}

public extension Backport where Wrapped: View {
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            wrapped.badge(count)
        } else {
            wrapped
        }
    }
}
import SwiftUI

struct Row: View {
    var body: some View {
        Text("a").backport.badge(1)
    }
}
