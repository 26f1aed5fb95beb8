import SwiftUI

struct PlayerView: View {
    var body: some View {
        ScrollView {
            Text("Now playing")
        }
        .backport.scrollClipDisabled(true)
        #if os(iOS)
        .persistentSystemOverlays(.hidden)
        #endif
    }
}
