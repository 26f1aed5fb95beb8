import SwiftUI

struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

// The same-type requirement lets call sites write `Backport.AsyncImage(url:)` without `<Any>`.
extension Backport where Content == Any {
    /// Loads and shows a remote image; `RemoteImage` does the work on older systems.
    @ViewBuilder static func AsyncImage(url: URL?) -> some View {
        if #available(iOS 15, *) {
            SwiftUI.AsyncImage(url: url)
        } else {
            RemoteImage(url: url)
        }
    }

    /// An empty state; a plain label on older systems.
    @ViewBuilder static func ContentUnavailableView(_ title: String, systemImage: String) -> some View {
        if #available(iOS 17, *) {
            SwiftUI.ContentUnavailableView(title, systemImage: systemImage)
        } else {
            Label(title, systemImage: systemImage)
        }
    }
}
