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
            .fontWeight(.medium)
            .badge(track.plays)
    }
}
