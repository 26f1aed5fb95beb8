import SwiftUI

struct InboxRow: View {
    var body: some View {
        Text("Inbox")
            .badge(3)
    }
}
