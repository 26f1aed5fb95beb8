import SwiftUI

struct MailboxRow: View {
    let mailbox: Mailbox

    var body: some View {
        let row = Label(mailbox.name, systemImage: "tray")
        Backport(row).badge(mailbox.unread)
    }
}

struct DraftsRow: View {
    let drafts: Int

    var body: some View {
        Backport(Text("Drafts")).badge(drafts)
    }
}
import SwiftUI

/// Wraps a value so that shims for newer APIs can be called on it.
struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension Backport where Content: View {
    /// Shows `count` as a badge; no badge on older systems.
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }
}
