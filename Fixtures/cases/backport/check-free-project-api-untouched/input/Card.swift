import SwiftUI

struct Card: View {
    var body: some View {
        Text("a")
            .backport
            .glassEffect(in: .capsule)
    }
}
