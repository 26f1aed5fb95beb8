import SwiftUI

struct Player: View {
    var body: some View {
        VStack {
            Video().persistentSystemOverlays(!isFullScreen ? .visible : .hidden)
            Video().persistentSystemOverlays((isPlaying && !isFullScreen) ? .visible : .hidden)
            Video().persistentSystemOverlays(model.showsControls ? .visible : .hidden)
        }
    }
}
