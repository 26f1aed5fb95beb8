import SwiftUIBackports

struct Other: View {
    var body: some View {
        ScrollView { Text("More") }
            .backport.scrollDismissesKeyboard(.immediately)
    }
}
