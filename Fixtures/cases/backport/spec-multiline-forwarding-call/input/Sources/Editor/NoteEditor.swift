import SwiftUI

struct NoteEditor: View {
    @Binding var note: Note
    @State private var draft = ""

    var body: some View {
        NavigationView {
            TextEditor(text: $draft)
                .navigationTitle("Edit Note")
        }
        .backport.interactiveDismissDisabled(draft != note.text)
        .backport.presentationDragIndicator(.visible)
    }
}

struct NewNoteSheet: View {
    var body: some View {
        NoteForm()
            .backport.interactiveDismissDisabled()
    }
}
