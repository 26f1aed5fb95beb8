import SwiftUI

struct Backport<Content> {
    let content: Content
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport where Content: View {
    #shimHelpers(prefix: "styled")
}

extension Backport where Content: View {
    @ViewBuilder func scrollClipDisabled(_ disabled: Bool) -> some View {
        if #available(iOS 17, *) {
            content.scrollClipDisabled(disabled)
        } else {
            content
        }
    }
}
