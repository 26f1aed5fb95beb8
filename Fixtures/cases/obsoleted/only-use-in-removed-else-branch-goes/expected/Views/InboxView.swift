import SwiftUI

struct InboxView: View {
    let reload: () async -> Void

    var body: some View {
        List { Text("Inbox") }
            .refreshable { await reload() }
    }
}
