import SwiftUIBackports

struct Other: View {
    var body: some View {
        ScrollView { Text("More") }
            .scrollDismissesKeyboard(.immediately)
    }
}
