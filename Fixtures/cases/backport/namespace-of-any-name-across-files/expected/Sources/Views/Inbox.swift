import SwiftUI

struct Inbox: View {
    let unread: Int

    var body: some View {
        List {
            Text("Inbox")
                .badge(unread)
                .frame(height: Backport.inset(Backport.rowHeight))
        }
        .scrollContentBackground(.hidden)
        .scrollDismissesKeyboard(.interactively)
    }
}
