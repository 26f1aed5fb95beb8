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

    /// Shows `label` as a badge; no badge on older systems.
    @ViewBuilder func badge(_ label: Text?) -> some View {
        if #available(iOS 15, *) {
            content.badge(label)
        } else {
            content
        }
    }
}

extension Backport where Content == Any {
    @ViewBuilder static func ContentUnavailableView(_ title: String, systemImage: String) -> some View {
        if #available(iOS 17, *) {
            SwiftUI.ContentUnavailableView(title, systemImage: systemImage)
        } else {
            Label(title, systemImage: systemImage)
        }
    }
}
import SwiftUI

struct TaskListsView: View {
    @ObservedObject var store: TaskStore

    var body: some View {
        if store.lists.isEmpty {
            Backport.ContentUnavailableView("No Lists", systemImage: "checklist")
        } else {
            List(store.lists) { list in
                Label(list.name, systemImage: list.icon)
                    .backport.badge(list.openTasks)
            }
        }
    }
}
import SwiftUI

struct TodayRow: View {
    let dueToday: Int

    var body: some View {
        Label("Today", systemImage: "calendar")
            .backport.badge(dueToday > 0 ? Text("\(dueToday) due") : nil)
    }
}
