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
        if #available(iOS 15, macOS 12, *) {
            content.badge(count)
        } else {
            content
        }
    }

    /// Hides the grouped background of a `List` or `Form`.
    @ViewBuilder func scrollContentBackground(_ visibility: Visibility) -> some View {
        if #available(iOS 16, macOS 14, *) {
            content.scrollContentBackground(visibility)
        } else {
            content
        }
    }
}
import SwiftUI

struct PreferencesView: View {
    @AppStorage("syncEnabled") private var syncEnabled = true

    var body: some View {
        Form {
            Toggle("Sync with iCloud", isOn: $syncEnabled)
        }
        .backport.scrollContentBackground(.hidden)
    }
}
import SwiftUI

struct SidebarView: View {
    @ObservedObject var model: SidebarModel

    var body: some View {
        List(model.sections) { section in
            Label(section.title, systemImage: section.icon)
                .backport.badge(section.count)
        }
        .backport.scrollContentBackground(.hidden)
        .background(Color.accentColor.opacity(0.1))
    }
}
