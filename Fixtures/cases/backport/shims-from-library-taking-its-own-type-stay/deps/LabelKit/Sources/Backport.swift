import SwiftUI

public struct Backport<Wrapped> {
    public let wrapped: Wrapped
    public init(_ wrapped: Wrapped) { self.wrapped = wrapped }
}

public extension View {
    var backport: Backport<Self> { .init(self) }
}

@available(iOS, deprecated: 14, message: "Use View.labelStyle instead")
public extension Backport where Wrapped: View {
    func labelStyle<S: BackportLabelStyle>(_ style: S) -> some View {
        wrapped.environment(\.backportLabelStyle, AnyBackportLabelStyle(style))
    }
}

@available(iOS, deprecated: 15, message: "Use View.badge instead")
public extension Backport where Wrapped: View {
    func badge(_ count: Int) -> some View {
        wrapped.overlay(Text("\(count)"))
    }
}
