import SwiftUI

struct MailboxRow: View {
    let mailbox: Mailbox

    var body: some View {
        let row = Label(mailbox.name, systemImage: "tray")
        row.badge(mailbox.unread)
    }
}

struct DraftsRow: View {
    let drafts: Int

    var body: some View {
        Text("Drafts").badge(drafts)
    }
}
