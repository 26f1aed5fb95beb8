import SwiftUI

struct Backport<Content> {
    let content: Content
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport where Content: View {
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
