import SwiftUI

struct Chat: View {
    var body: some View {
        ScrollView { Text("Messages") }
            .scrollDismissesKeyboard(.interactively)
            .toolbarBackground(.indigo, for: .navigationBar)
    }
}
