import SwiftUI

/// Wraps a value so that newer modifiers can be called on it through `.compat`.
@MainActor
struct Compat<Base> {
    /// The wrapped value.
    let base: Base

    init(_ base: Base) {
        self.base = base
    }
}

extension View {
    /// Reaches the shims for modifiers newer than the deployment target.
    @MainActor
    var compat: Compat<Self> {
        .init(self)
    }
}
