import SwiftUI

struct Backport<Wrapped> {
    let wrapped: Wrapped

    init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
    }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}
