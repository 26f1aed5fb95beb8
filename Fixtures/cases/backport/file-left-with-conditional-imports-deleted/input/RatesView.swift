import SwiftUI

struct RatesView: View {
    var body: some View {
        List {
            Text("EUR")
        }
        .backport.scrollContentBackground(.hidden)
    }
}
