import SwiftUI
import SwiftUIBackports

struct RecipientsView: View {
    @Binding var recipients: [Recipient]

    var body: some View {
        List($recipients) { $recipient in
            TextField("Name", text: $recipient.name)
        }
        .scrollDismissesKeyboard(.immediately)
    }
}
