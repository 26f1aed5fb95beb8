import SwiftUI

struct Row: View {
    var body: some View {
        VStack {
            Backport(content: Text("a")).badge(1)
            Text("b")
                .backport // shims until iOS 15
                .badge(2)
        }
    }
}

extension Row {
    var decorated: some View {
        backport.badge(3)
    }
}
