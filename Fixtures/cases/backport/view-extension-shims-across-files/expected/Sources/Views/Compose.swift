import SwiftUI

struct Compose: View {
    let editing = true

    var body: some View {
        ScrollView {
            Text("To:")
        }
        .scrollDisabled(!editing)
    }
}
