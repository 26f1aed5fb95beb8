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
                .persistentSystemOverlays(!isFullScreen ? .visible : .hidden)
            Text(episode.title)
                .font(.system(size: baseSize + 4))
                .tracking((baseSize + 4) * 0.02)
            Text(episode.show)
                .tracking(17 * 0.02)
        }
        .persistentSystemOverlays((isPlaying ? showsControls : true) ? .visible : .hidden)
    }
}
