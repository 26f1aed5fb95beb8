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
