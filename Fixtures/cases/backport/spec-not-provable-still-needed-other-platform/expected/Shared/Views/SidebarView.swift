import SwiftUI

struct SidebarView: View {
    @ObservedObject var model: SidebarModel

    var body: some View {
        List(model.sections) { section in
            Label(section.title, systemImage: section.icon)
                .badge(section.count)
        }
        .backport.scrollContentBackground(.hidden)
        .background(Color.accentColor.opacity(0.1))
    }
}
