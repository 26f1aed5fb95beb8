import SwiftUI
import DesignSystem

struct RootView: View {
    @StateObject private var inbox = InboxModel()

    var body: some View {
        TabView {
            InboxView(model: inbox)
                .tabItem { Label("Inbox", systemImage: "tray") }
                .backport.badge(inbox.unreadCount)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}
