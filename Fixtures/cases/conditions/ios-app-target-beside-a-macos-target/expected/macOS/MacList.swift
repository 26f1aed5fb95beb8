import SwiftUI

@available(macOS 12, *)
struct SearchableList: View {
    @State private var query = ""

    var body: some View {
        List { Text(query) }.searchable(text: $query)
    }
}

struct MacList: View {
    let notes: [String]

    var body: some View {
        if #available(macOS 12, *) {
            List(notes, id: \.self) { Text($0) }.listStyle(.inset(alternatesRowBackgrounds: true))
        } else {
            List(notes, id: \.self) { Text($0) }
        }
    }
}
