import SwiftUI

struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

// The same-type requirement lets call sites write `Backport.AsyncImage(url:)` without `<Any>`.
extension Backport where Content == Any {
    /// Loads and shows a remote image; `RemoteImage` does the work on older systems.
    @ViewBuilder static func AsyncImage(url: URL?) -> some View {
        if #available(iOS 15, *) {
            SwiftUI.AsyncImage(url: url)
        } else {
            RemoteImage(url: url)
        }
    }

    /// An empty state; a plain label on older systems.
    @ViewBuilder static func ContentUnavailableView(_ title: String, systemImage: String) -> some View {
        if #available(iOS 17, *) {
            SwiftUI.ContentUnavailableView(title, systemImage: systemImage)
        } else {
            Label(title, systemImage: systemImage)
        }
    }
}
import SwiftUI

struct PhotoDetailView: View {
    let photo: Photo

    var body: some View {
        VStack {
            Backport.AsyncImage(url: photo.fullSizeURL)
                .scaledToFit()
            Text(photo.caption)
        }
        .navigationTitle(photo.title)
    }
}
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
                        Backport.AsyncImage(url: photo.thumbnailURL)
                            .frame(width: 80, height: 80)
                            .clipShape(RoundedRectangle(cornerRadius: 8))
                    }
                }
            }
        }
    }
}
