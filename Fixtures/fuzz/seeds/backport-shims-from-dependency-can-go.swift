import SwiftUI
import SwiftUIBackports

struct Chat: View {
    var body: some View {
        ScrollView { Text("Messages") }
            .backport.scrollDismissesKeyboard(.interactively)
    }
}
import SwiftUIBackports

struct Other: View {
    var body: some View {
        ScrollView { Text("More") }
            .backport.scrollDismissesKeyboard(.immediately)
    }
}
