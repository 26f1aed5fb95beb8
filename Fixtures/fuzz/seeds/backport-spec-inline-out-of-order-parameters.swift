import SwiftUI

struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    /// Shows or hides a bar; bars always show on older systems.
    @ViewBuilder func toolbar(for placement: ToolbarPlacement, _ visibility: Visibility) -> some View {
        if #available(iOS 16, *) {
            content.toolbar(visibility, for: placement)
        } else {
            content
        }
    }

    /// Extra space around scroll content; plain padding on older systems.
    @ViewBuilder func contentMargins(_ length: CGFloat) -> some View {
        if #available(iOS 17, *) {
            content.contentMargins(length)
        } else {
            content.padding(length)
        }
    }
}
import SwiftUI

struct ReaderView: View {
    let chapter: Chapter
    @State private var barVisibility = Visibility.automatic

    var body: some View {
        ScrollView {
            Text(chapter.text)
        }
        .backport.contentMargins(24)
        .backport.toolbar(for: .tabBar, .hidden)
        .backport.toolbar(for: .navigationBar, barVisibility)
        .onTapGesture { barVisibility = barVisibility == .hidden ? .visible : .hidden }
    }
}
