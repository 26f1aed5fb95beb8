import SwiftUI

struct PlayerView: View {
    let episode: Episode
    let baseSize: CGFloat
    @State private var isFullScreen = false
    @State private var isPlaying = false
    @State private var showsControls = true

    var body: some View {
        VStack {
            VideoSurface(episode: episode)
                .backport.systemOverlays(!isFullScreen)
            Text(episode.title)
                .font(.system(size: baseSize + 4))
                .backport.letterSpacing(for: baseSize + 4)
            Text(episode.show)
                .backport.letterSpacing(for: 17)
        }
        .backport.systemOverlays(isPlaying ? showsControls : true)
    }
}
