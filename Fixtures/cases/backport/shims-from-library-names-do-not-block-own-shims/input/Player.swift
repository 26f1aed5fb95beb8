import SwiftUI

struct Player: View {
    var body: some View {
        Text("Now playing")
            .backport.statusBar(.hidden)
    }
}
