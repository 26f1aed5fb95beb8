import SwiftUI

struct Tags: View {
    var body: some View {
        LazyHStack {
            Text("a")
            Text("b")
        }
    }
}
