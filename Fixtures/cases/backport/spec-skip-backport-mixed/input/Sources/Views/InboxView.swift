import SwiftUI

@available(iOS 15, *)
struct InboxView: View {
    @ObservedObject var model: InboxModel

    var body: some View {
        List(model.threads) { thread in
            ThreadRow(thread: thread)
                .backport.badge(thread.unread)
        }
        .backport.contentBackground(false)
        .toolbar {
            if #available(iOS 16, *) {
                ShareLink(item: model.exportURL)
            } else {
                ExportButton(url: model.exportURL)
            }
        }
    }
}
