import SwiftUI

struct InboxRow: View {
    var body: some View {
        Label("Inbox", systemImage: "tray")
    }
}
