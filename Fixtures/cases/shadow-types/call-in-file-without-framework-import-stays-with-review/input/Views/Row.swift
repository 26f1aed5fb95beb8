import SwiftUI

struct InboxRow: View {
    var body: some View {
        Text("Inbox")
    }
}
