import SwiftUI

struct Row: View {
    var body: some View {
        VStack {
            Text("a").badge(1)
            Text("b")
                // shims until iOS 15
                .badge(2)
        }
    }
}

extension Row {
    var decorated: some View {
        badge(3)
    }
}
