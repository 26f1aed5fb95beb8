import SwiftUI

extension Backport where Content: View {
    /// Keeps a sheet from being swiped away; sheets can always be dismissed on older systems.
    @ViewBuilder func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        if #available(iOS 15, *) {
            content
                .interactiveDismissDisabled(
                    isDisabled
                )
        } else {
            content
        }
    }

    /// Shows the grabber on top of a sheet.
    @ViewBuilder func presentationDragIndicator(_ visibility: Visibility) -> some View {
        if #available(iOS 16, *) {
            content.presentationDragIndicator(
                visibility
            )
        } else {
            content
        }
    }
}
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
