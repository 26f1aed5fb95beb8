import SwiftUI
import SwiftUIBackports

struct Chat: View {
    var body: some View {
        ScrollView { Text("Messages") }
            .scrollDismissesKeyboard(.interactively)
    }
}
