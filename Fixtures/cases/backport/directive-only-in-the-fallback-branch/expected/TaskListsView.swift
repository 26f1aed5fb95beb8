import SwiftUI

struct TaskListsView: View {
    @ObservedObject var store: TaskStore

    var body: some View {
        if store.lists.isEmpty {
            ContentUnavailableView("No Lists", systemImage: "checklist")
        } else {
            List(store.lists) { list in
                Label(list.name, systemImage: list.icon)
                    .backport.badge(list.openTasks)
            }
        }
    }
}
