import SwiftUI

struct Scroller: View {
    var body: some View {
        ScrollView { Text("a") }
            .backport
            .scrollEdgeEffectStyle(.soft, for: .top)
    }
}
