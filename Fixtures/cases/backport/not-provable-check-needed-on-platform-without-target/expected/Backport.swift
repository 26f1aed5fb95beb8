import SwiftUI

/// Holds a value so that `value.backport.name(…)` can reach compatibility shims.
struct Backport<Content> {
    let content: Content
}

extension View {
    /// Shims for modifiers newer than the deployment target.
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport where Content: View {
    @ViewBuilder func focusable(_ isFocusable: Bool) -> some View {
        if #available(tvOS 17, *) {
            content.focusable(isFocusable)
        } else {
            content
        }
    }

    @ViewBuilder func onChange<V: Equatable>(of value: V, _ action: @escaping (V, V) -> Void) -> some View {
        if #available(tvOS 17, *) {
            content.onChange(of: value, action)
        } else {
            content.onChange(of: value) { [value] newValue in action(value, newValue) }
        }
    }

    @ViewBuilder func onChange<V: Equatable>(of value: V, _ action: @escaping () -> Void) -> some View {
        if #available(tvOS 17, *) {
            content.onChange(of: value, action)
        } else {
            content.onChange(of: value) { _ in action() }
        }
    }
}
