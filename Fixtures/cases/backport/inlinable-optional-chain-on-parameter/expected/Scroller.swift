import SwiftUI

struct Scroller: View {
    var body: some View {
        ScrollView { Text("a") }
            .scrollEdgeEffectStyle((.soft as EdgeStyle?)?.swiftUIValue, for: .top)
    }
}
