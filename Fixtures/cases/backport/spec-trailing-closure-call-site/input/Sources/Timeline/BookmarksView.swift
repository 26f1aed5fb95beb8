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
