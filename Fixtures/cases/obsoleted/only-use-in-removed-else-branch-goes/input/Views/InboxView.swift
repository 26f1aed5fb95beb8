import SwiftUI

struct InboxView: View {
    let reload: () async -> Void

    var body: some View {
        if #available(iOS 15, *) {
            List { Text("Inbox") }
                .refreshable { await reload() }
        } else {
            VStack {
                LegacyRefreshControl { Task { await reload() } }
                List { Text("Inbox") }
            }
        }
    }
}
