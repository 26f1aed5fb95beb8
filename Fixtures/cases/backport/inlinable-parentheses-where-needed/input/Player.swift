import SwiftUI

struct Player: View {
    var body: some View {
        VStack {
            Video().backport.overlays(!isFullScreen)
            Video().backport.overlays(isPlaying && !isFullScreen)
            Video().backport.overlays(model.showsControls)
        }
    }
}
