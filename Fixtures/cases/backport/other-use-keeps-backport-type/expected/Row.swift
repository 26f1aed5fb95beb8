import SwiftUI

struct Row: View {
    var body: some View {
        Text("a").badge(1)
    }
}

/// Decorates a backported text.
func decorate(_ text: Backport<Text>) -> some View {
    text.content.bold()
}
