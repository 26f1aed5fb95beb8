import SwiftUI
import SwiftUIBackports

struct ComposeView: View {
    @State private var message = ""

    var body: some View {
        ScrollView {
            TextField("Message", text: $message)
                .backport.fontWeight(.semibold)
        }
        .backport.scrollDismissesKeyboard(.interactively)
        .backport.scrollClipDisabled()
    }
}
