import SwiftUI

struct Badge: View {
    var body: some View {
        if #available(iOS 15, *) {
            return Text("new").badge(3)
        }
        // Before iOS 15 there is no badge.
        return Text("old").bold()
    }
}

func log() {
    if #available(iOS 15, *) {
        print("modern")
        return
    }
    print("legacy")

    print("done")
}
