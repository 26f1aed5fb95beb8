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
import SwiftUI
import SwiftUIBackports

struct RecipientsView: View {
    @Binding var recipients: [Recipient]

    var body: some View {
        List($recipients) { $recipient in
            TextField("Name", text: $recipient.name)
        }
        .backport
        .scrollDismissesKeyboard(.immediately)
    }
}
