import SwiftUI

extension Backport where Content == Any {
    /// Loads a remote image; `RemoteImage` before iOS 15.
    @ViewBuilder static func AsyncImage(url: URL?) -> some View {
        if #available(iOS 15, *) {
            SwiftUI.AsyncImage(url: url)
        } else {
            RemoteImage(url: url)
        }
    }
}
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
        Backport.AsyncImage(url: imageURL)
            .frame(height: 200)
    }
}
