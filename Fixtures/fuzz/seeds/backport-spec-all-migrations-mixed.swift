import SwiftUI

struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    /// Shows `count` as a badge; no badge on older systems.
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }

    /// Shows `count` as a badge, capped at 99; no badge on older systems.
    @ViewBuilder func cappedBadge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count > 99 ? 99 : count)
        } else {
            content
        }
    }

    /// Shows or hides the grouped background of a `List` or `Form`.
    @ViewBuilder func contentBackground(_ visible: Bool) -> some View {
        if #available(iOS 16, *) {
            content.scrollContentBackground(visible ? .visible : .hidden)
        } else {
            content
        }
    }
}
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
