import SwiftUI

struct Backport<Content> {
    let content: Content
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport where Content: View {
    @ViewBuilder
    func onGeometryChange<T: Equatable>(
        for type: T.Type,
        of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        if #available(iOS 16, *) {
            content.onGeometryChange(for: type, of: transform, action: action)
        } else {
            content
        }
    }

    @ViewBuilder
    func measured<T: Equatable>(
        _ type: T.Type,
        transform: @escaping (GeometryProxy) -> T,
        perform action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        if #available(iOS 16, *) {
            content.onGeometryChange(for: type, of: transform, action: action)
        } else {
            content
        }
    }

    @ViewBuilder
    func task(
        priority: TaskPriority = .userInitiated,
        _ action: @escaping () async -> Void,
        onCancel: @escaping () -> Void
    ) -> some View {
        if #available(iOS 15, *) {
            content.task(priority: priority, action, onCancel: onCancel)
        } else {
            content
        }
    }
}
