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
import SwiftUI

struct Detail: View {
    var body: some View {
        Backport<Any>.ShareLink(item: url)
    }
}
import SwiftUI

extension Backport<Any> {
    /// A share button; presents a controller itself before iOS 16.
    struct ShareLink: View {
        let item: URL

        var body: some View {
            if #available(iOS 16, *) {
                SwiftUI.ShareLink(item: item)
            } else {
                Button("Share") { share(item) }
            }
        }
    }
}
