import SwiftUI
import DesignSystem

struct InboxView: View {
    @ObservedObject var model: InboxModel

    var body: some View {
        List(model.folders) { folder in
            Label(folder.name, systemImage: folder.icon)
                .badge(folder.unread)
        }
        .backport.scrollClipDisabled()
        .navigationTitle("Inbox")
    }
}
