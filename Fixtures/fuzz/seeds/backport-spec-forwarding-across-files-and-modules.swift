import SwiftUI
import DesignSystem

struct InboxView: View {
    @ObservedObject var model: InboxModel

    var body: some View {
        List(model.folders) { folder in
            Label(folder.name, systemImage: folder.icon)
                .backport.badge(folder.unread)
        }
        .backport.scrollClipDisabled()
        .navigationTitle("Inbox")
    }
}
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
import SwiftUI

extension Backport where Content: View {
    /// Shows `count` as a badge on a list row or tab item; no badge on older systems.
    @ViewBuilder public func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }
}
import SwiftUI

/// Namespace for shims of SwiftUI modifiers newer than the deployment target.
public struct Backport<Content> {
    public let content: Content

    public init(_ content: Content) {
        self.content = content
    }
}

extension View {
    /// Shims for modifiers newer than the deployment target.
    public var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    /// Lets rows draw outside the scroll view's bounds; clipped on older systems.
    @ViewBuilder public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        if #available(iOS 17, *) {
            content.scrollClipDisabled(disabled)
        } else {
            content
        }
    }
}
