import SwiftUI

struct Player: View {
    var body: some View {
        Text("Now playing")
            .statusBarHidden((.hidden as Visibility) == .hidden)
    }
}
