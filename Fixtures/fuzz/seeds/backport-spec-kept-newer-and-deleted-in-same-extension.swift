import SwiftUI

extension Backport where Content: View {
    /// Shows `count` as a badge on a list row or tab item.
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }

    /// Draws scroll content outside the scroll view's bounds.
    @ViewBuilder func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        if #available(iOS 17, *) {
            content.scrollClipDisabled(disabled)
        } else {
            content
        }
    }

    // Forwards to SwiftUI where it exists; the regular weight otherwise.
    // swiftlint:disable:next line_length
    @available(iOS, deprecated: 16, message: "Use SwiftUI.View.fontWeight(_:) once the minimum allows it")
    @ViewBuilder func fontWeight(_ weight: Font.Weight?) -> some View {
        if #available(iOS 16, *) {
            content.fontWeight(weight)
        } else {
            content
        }
    }
}
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
import SwiftUI

struct AlbumView: View {
    let album: Album

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(album.tracks) { track in
                    TrackCard(track: track)
                }
            }
        }
        .backport.scrollClipDisabled()
        .navigationTitle(album.title)
    }
}

struct TrackCard: View {
    let track: Track

    var body: some View {
        Text(track.title)
            .backport.fontWeight(.medium)
            .backport.badge(track.plays)
    }
}
