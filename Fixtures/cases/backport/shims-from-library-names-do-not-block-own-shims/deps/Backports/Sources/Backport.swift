import SwiftUI

public struct Backport<Wrapped> {
    public let wrapped: Wrapped

    public init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
    }
}

public extension Backport where Wrapped == Any {
    /// The library's own stand-in for `SwiftUI.Visibility`.
    enum Visibility: Hashable {
        case automatic
        case visible
        case hidden
    }
}
