import SwiftUI

struct InboxView: View {
    @ObservedObject var model: InboxModel

    var body: some View {
        List(model.threads) { thread in
            ThreadRow(thread: thread)
                .badge(thread.unread)
        }
        .scrollContentBackground(.hidden)
        .toolbar {
            ShareLink(item: model.exportURL)
        }
    }
}
