import SwiftUI

struct InboxView: View {
    @ObservedObject var model: InboxModel

    var body: some View {
        List(model.threads) { thread in
            ThreadRow(thread: thread)
                .backport.badge(thread.unread)
        }
        .backport.contentBackground(false)
        .toolbar {
            ShareLink(item: model.exportURL)
        }
    }
}
