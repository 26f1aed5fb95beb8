import SwiftUI

struct RatesView: View {
    var body: some View {
        List {
            Text("EUR")
        }
        .scrollContentBackground(.hidden)
    }
}
