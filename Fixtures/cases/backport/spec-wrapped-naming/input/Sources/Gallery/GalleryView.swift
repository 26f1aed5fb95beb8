import SwiftUI

struct GalleryView: View {
    let album: Album

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(album.photos) { photo in
                    Backport.AsyncImage(url: photo.url)
                        .frame(width: 300, height: 200)
                }
            }
        }
        .backport.scrollTargetBehaviorPaging()
        .navigationTitle(Text(album.name))
        .backport.badge(album.newPhotos)
    }
}
