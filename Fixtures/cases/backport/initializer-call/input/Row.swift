import SwiftUI

struct Row: View {
    var body: some View {
        VStack {
            Backport(Text("a")).badge(1)
            Backport(flag ? Text("b") : Text("c")).badge(2)
        }
    }
}
