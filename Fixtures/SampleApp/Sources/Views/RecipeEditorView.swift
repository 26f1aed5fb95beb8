import SwiftUI

/// A new recipe, in a sheet over the list.
struct RecipeEditorView: View {
    @EnvironmentObject private var store: RecipeStore
    @State private var title = ""
    @State private var summary = ""
    let onDone: () -> Void

    /// Once something is typed, a swipe must not throw it away.
    private var hasChanges: Bool { !title.isEmpty || !summary.isEmpty }

    var body: some View {
        Form {
            Section(header: Text("Recipe")) {
                TextField("Title", text: $title)
                TextField("Summary", text: $summary)
            }
            Section(header: Text("Done")) {
                Button("Add Recipe", action: save)
                Button("Cancel", action: onDone)
            }
        }
        .backport.scrollDismissesKeyboardInteractively()
        .backport.contentBackground(false)
        .backport
        .interactiveDismissDisabled(hasChanges)
    }

    private func save() {
        store.add(Recipe(
            id: UUID(),
            title: title,
            summary: summary,
            imageURL: nil,
            createdAt: Date(),
            unreadComments: 0,
            isFeatured: false
        ))
        onDone()
    }
}
