import SwiftUI

struct Row: View {
    var body: some View {
        LazyHStack {
            Text("a")
        }
    }
}
