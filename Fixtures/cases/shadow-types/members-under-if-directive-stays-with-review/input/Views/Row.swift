import SwiftUI

struct Row: View {
    var body: some View {
        LazyHStack(spacing: 4, content: { Text("a") })
    }
}
