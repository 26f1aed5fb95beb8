import SwiftUI

struct Tags: View {
    var body: some View {
        LazyHStack(alignment: .center, spacing: nil) {
            Text("a")
            Text("b")
        }
    }
}
