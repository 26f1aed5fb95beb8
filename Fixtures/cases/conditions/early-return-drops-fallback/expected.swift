import SwiftUI

struct Badge: View {
    var body: some View {
        return Text("new").badge(3)
    }
}

func log() {
    print("modern")
}
