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
