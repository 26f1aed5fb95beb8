import SwiftUI

struct PhotoGrid: View {
    let photos: [Photo]

    var body: some View {
        if photos.isEmpty {
            Backport.ContentUnavailableView("No Photos", systemImage: "photo")
        } else {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(photos) { photo in
                        AsyncImage(url: photo.thumbnailURL)
                            .frame(width: 80, height: 80)
                            .clipShape(RoundedRectangle(cornerRadius: 8))
                    }
                }
            }
        }
    }
}
