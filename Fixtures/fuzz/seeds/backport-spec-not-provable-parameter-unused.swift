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
    /// Hides the separator under a list row; separators always show on older systems.
    @ViewBuilder func listRowSeparator(hidden: Bool) -> some View {
        if #available(iOS 15, *) {
            content.listRowSeparator(.hidden)
        } else {
            content
        }
    }
}
import SwiftUI

struct ContactList: View {
    let contacts: [Contact]

    var body: some View {
        List(contacts) { contact in
            ContactRow(contact: contact)
                .backport.listRowSeparator(hidden: contact.isLast)
        }
    }
}
import SwiftUI

struct FavoritesStrip: View {
    let favorites: [Contact]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(favorites) { AvatarView(contact: $0) }
            }
        }
        .backport.listRowSeparator(hidden: true)
    }
}
