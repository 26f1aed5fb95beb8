import SwiftUI

struct NoteEditor: View {
    @Binding var note: Note
    @State private var draft = ""

    var body: some View {
        NavigationView {
            TextEditor(text: $draft)
                .navigationTitle("Edit Note")
        }
        .interactiveDismissDisabled(draft != note.text)
        .presentationDragIndicator(.visible)
    }
}

struct NewNoteSheet: View {
    var body: some View {
        NoteForm()
            .interactiveDismissDisabled(true)
    }
}
