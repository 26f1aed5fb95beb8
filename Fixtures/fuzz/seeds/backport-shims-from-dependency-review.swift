import SwiftUI
import SwiftUIBackports

struct Chat: View {
    var body: some View {
        ScrollView { Text("Messages") }
            .backport.scrollDismissesKeyboard(.interactively)
            .backport.onSubmitOnce { send() }
    }
}
