import SwiftUI

/// Holds a value so that `value.backport.name(…)` can reach compatibility shims.
struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    /// Shims for modifiers newer than the deployment target.
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    /// Keeps a sheet from being swiped away.
    @ViewBuilder func interactiveDismissDisabled(_ isDisabled: Bool) -> some View {
        if #available(iOS 15, *) {
            content
                .interactiveDismissDisabled(
                    isDisabled
                )
        } else {
            content
        }
    }
}
import SwiftUI

struct Sheet: View {
    var body: some View {
        Form { Text("Edit") }
            .backport.interactiveDismissDisabled(hasChanges)
    }
}
