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
    /// Shows `count` as a badge; the Apple TV row shows it in its label instead.
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            #if os(tvOS)
            content
            #else
            content.badge(count)
            #endif
        } else {
            content
        }
    }
}
import SwiftUI

struct LibraryTabs: View {
    @ObservedObject var library: LibraryModel

    var body: some View {
        TabView {
            ShelfList(shelves: library.shelves)
                .tabItem { Label("Shelves", systemImage: "books.vertical") }
                .backport
                .badge(library.newBooks)
        }
    }
}
import SwiftUI

struct ShelfList: View {
    let shelves: [Shelf]

    var body: some View {
        List(shelves) { shelf in
            NavigationLink(destination: ShelfView(shelf: shelf)) {
                Label(shelf.name, systemImage: "books.vertical")
            }
            .backport.badge(shelf.unreadCount)
        }
    }
}
