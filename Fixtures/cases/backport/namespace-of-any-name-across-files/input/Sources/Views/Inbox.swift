import SwiftUI

struct Inbox: View {
    let unread: Int

    var body: some View {
        List {
            Text("Inbox")
                .compat.badge(unread)
                .frame(height: Backport.inset(Backport.rowHeight))
        }
        .compat
        .scrollContentBackground(.hidden)
        .compat.dismissesKeyboardInteractively()
    }
}
