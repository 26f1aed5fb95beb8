import SwiftUI

struct Row: View {
    var body: some View {
        NotesKit.LazyHStack(spacing: 4) {
            Text("a")
        }
    }
}
