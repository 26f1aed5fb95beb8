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
