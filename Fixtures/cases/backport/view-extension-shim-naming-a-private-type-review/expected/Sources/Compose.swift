import SwiftUI

struct Compose: View {
    @State private var shows = false

    var body: some View {
        Text("Compose")
            .sheet(isPresented: $shows) {
                Text("To:")
                    .fittedDetent()
            }
    }
}
