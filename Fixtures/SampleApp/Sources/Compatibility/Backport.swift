import SwiftUI

/// A namespace for compatibility shims: `view.backport.badge(3)` calls the framework modifier
/// where the OS has it and falls back to something sensible where it does not.
///
/// Once the minimum deployment target reaches a shim's version, delete the shim and the
/// `.backport` at its call sites.
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

// A same-type requirement lets call sites write `Backport.AsyncImage(url:)` without `<Any>`.
extension Backport where Content == Any {
    /// Loads and shows a remote image; `RemoteImage` does the work before iOS 15.
    @ViewBuilder static func AsyncImage(url: URL?) -> some View {
        if #available(iOS 15, *) {
            SwiftUI.AsyncImage(url: url)
        } else {
            RemoteImage(url: url)
        }
    }
}

extension Backport<Any> {
    /// A share button; before iOS 16 it presents a `UIActivityViewController` itself.
    struct ShareLink: View {
        let item: URL

        var body: some View {
            if #available(iOS 16, *) {
                SwiftUI.ShareLink(item: item)
            } else {
                Button {
                    RecipeShareViewController.present(sharing: item)
                } label: {
                    Image(systemName: "square.and.arrow.up")
                }
            }
        }
    }
}
