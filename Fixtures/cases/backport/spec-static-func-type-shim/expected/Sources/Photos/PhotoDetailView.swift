import SwiftUI

struct PhotoDetailView: View {
    let photo: Photo

    var body: some View {
        VStack {
            AsyncImage(url: photo.fullSizeURL)
                .scaledToFit()
            Text(photo.caption)
        }
        .navigationTitle(photo.title)
    }
}
