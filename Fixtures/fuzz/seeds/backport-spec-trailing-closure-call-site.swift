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
    /// Pull to refresh; older systems get no gesture and rely on the refresh button.
    @ViewBuilder func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        if #available(iOS 15, *) {
            content.refreshable(action: action)
        } else {
            content
        }
    }
}
import SwiftUI

struct BookmarksView: View {
    let store: BookmarkStore

    var body: some View {
        List(store.bookmarks) { bookmark in
            Text(bookmark.title)
        }
        .backport.refreshable(action: store.sync)
    }
}
import SwiftUI

struct TimelineView: View {
    @ObservedObject var model: TimelineModel
    @State private var lastRefresh = Date()

    var body: some View {
        List(model.posts) { post in
            PostRow(post: post)
        }
        .backport.refreshable {
            await model.reload()
            lastRefresh = Date()
        }
    }
}

struct MentionsView: View {
    @ObservedObject var model: MentionsModel

    var body: some View {
        List(model.mentions) { mention in
            MentionRow(mention: mention)
        }
        .backport.refreshable { await model.reload() }
    }
}
