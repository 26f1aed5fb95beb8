import SwiftUI

/// Account and display settings.
struct SettingsView: View {
    @EnvironmentObject private var store: RecipeStore
    @State private var displayName = ""
    @AppStorage("showsTips") private var showsTips = true

    private let supportNotes = """
        Recipes syncs on every supported system. Sharing needs iOS 16:
        the share button checks #available(iOS 16, *) and hides itself otherwise.
        """

    var body: some View {
        Form {
            Section(header: Text("Profile")) {
                TextField("Display name", text: $displayName)
                Toggle("Show tips", isOn: $showsTips)
            }
            Section(header: Text("Sync")) {
                Text("Uploads waiting")
                    .backport.badge(store.pendingUploads)
                Text("Unread comments").backport.cappedBadge(store.unreadComments)
            }
            if #available(iOS 15, *) {
                NotificationSettingsSection()
            }
            if #available(iOS 18, *) {
                Section(header: Text("Intelligence")) {
                    Text("Suggested recipes use on-device models.")
                }
            }
            Section(header: Text("About")) {
                // Shown verbatim: this screen explains the checks the app makes.
                Text("Features marked \"new\" need iOS 16; the code uses #available(iOS 16, *) for them.")
                Text(#"Debug: if #available(iOS 15, *) { badge } else { none }"#)
                Text(supportNotes)
            }
        }
        .scrollDismissesKeyboard(.immediately)
        .backport.hiddenScrollBackground()
    }
}

/// Notification toggles; `badge` and row separators need iOS 15, so the whole section does.
@available(iOS 15, *)
struct NotificationSettingsSection: View {
    @State private var notifiesOnComments = true

    var body: some View {
        Section(header: Text("Notifications")) {
            Toggle("Comments", isOn: $notifiesOnComments)
                .badge(notifiesOnComments ? 1 : 0)
            legacyTips
            stackTip
        }
        .listRowSeparator(.hidden)
    }

    /// The old tips row, replaced by TipKit on iOS 17.
    @available(iOS, introduced: 15, deprecated: 17, message: "Use TipKit")
    private var legacyTips: some View {
        Text("Tip: swipe a recipe to share it.")
    }

    @available(iOS 16, *) @ViewBuilder
    private var stackTipBody: some View {
        Text("Tip: long-press a tab to jump back to its start.")
            .fontWeight(.light)
    }

    @ViewBuilder private var stackTip: some View {
        /* A bare `if #available(iOS 16, *)` here would
           be fine too; kept as a property for previews. */
        if #available(iOS 16, *) {
            stackTipBody
        }
    }
}
