import SwiftUI

/// Provides a convenient method for backporting API,
/// including types, functions, properties, property wrappers and more.
public struct Backport<Wrapped> {
    /// The underlying content this backport represents.
    public let wrapped: Wrapped

    /// Initializes a new Backport for the specified content.
    /// - Parameter content: The content (type) that's being backported
    public init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
    }
}

public extension View {
    /// Wraps a SwiftUI `View` that can be extended to provide backport functionality.
    var backport: Backport<Self> { .init(self) }
}

public extension NSObjectProtocol {
    /// Wraps an `NSObject` that can be extended to provide backport functionality.
    var backport: Backport<Self> { .init(self) }
}
