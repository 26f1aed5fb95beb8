import SwiftUI

struct MailTabs: View {
    @ObservedObject var model: InboxModel

    var body: some View {
        TabView {
            InboxView(model: model)
                .tabItem { Label("Inbox", systemImage: "tray") }
                .backport.cappedBadge(model.total)
        }
    }
}
