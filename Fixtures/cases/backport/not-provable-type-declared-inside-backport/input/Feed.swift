import SwiftUI

struct Feed: View {
    var body: some View {
        ScrollView {
            Text("a")
        }
        .backport.indicators(.hidden)
        .backport.keyboardDismissal(.interactively)
        .backport.gap()
    }
}
