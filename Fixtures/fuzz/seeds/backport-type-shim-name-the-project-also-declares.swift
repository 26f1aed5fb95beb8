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

extension Backport where Content == Any {
    @ViewBuilder static func AsyncImage(url: URL?) -> some View {
        if #available(iOS 15, *) {
            SwiftUI.AsyncImage(url: url)
        } else {
            RemoteImage(url: url)
        }
    }
}
import SwiftUI

/// The app's own image view, which a bare `AsyncImage(url:)` would reach.
struct AsyncImage: View {
    let url: URL?

    var body: some View {
        RemoteImage(url: url)
    }
}
import SwiftUI

struct Detail: View {
    var body: some View {
        Backport.AsyncImage(url: imageURL)
    }
}
