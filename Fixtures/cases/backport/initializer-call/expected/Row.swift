import SwiftUI

struct Row: View {
    var body: some View {
        VStack {
            Text("a").badge(1)
            (flag ? Text("b") : Text("c")).badge(2)
        }
    }
}
