import SwiftUI

struct InboxRow: View {
    var body: some View {
        Text("Inbox")
            .backport.badge(3)
    }
}
