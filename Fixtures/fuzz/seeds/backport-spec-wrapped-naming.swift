import SwiftUI

extension Backport where Wrapped == Any {
    @ViewBuilder static func AsyncImage(url: URL?) -> some View {
        if #available(iOS 15, *) {
            SwiftUI.AsyncImage(url: url)
        } else {
            PlaceholderImage()
        }
    }
}
import SwiftUI

extension Backport where Wrapped: View {
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            wrapped.badge(count)
        } else {
            wrapped
        }
    }

    @ViewBuilder func scrollTargetBehaviorPaging() -> some View {
        if #available(iOS 17, *) {
            wrapped.scrollTargetBehavior(.paging)
        } else {
            wrapped
        }
    }
}
import SwiftUI

struct Backport<Wrapped> {
    let wrapped: Wrapped

    init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
    }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}
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
