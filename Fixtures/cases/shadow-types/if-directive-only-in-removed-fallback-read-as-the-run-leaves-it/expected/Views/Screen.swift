import SwiftUI

struct Screen: View {
    var body: some View {
        LazyHStack(spacing: 4) { Text("a") }
    }
}
