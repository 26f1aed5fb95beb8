import SwiftUI

/// Adds a search field where the system has one.
struct BackportSearchable: ViewModifier {
    @Binding var text: String

    func body(content: Content) -> some View {
        if #available(iOS 15, *) {
            content.searchable(text: $text)
        } else {
            content
        }
    }
}

extension View {
    func backportSearchable(text: Binding<String>) -> some View {
        modifier(BackportSearchable(text: text))
    }
}

struct Contacts: View {
    @State private var query = ""
    @State private var filter = ""

    var body: some View {
        VStack {
            List { Text("Ann") }
                .backportSearchable(text: $query)
            List { Text("Bob") }
                .modifier(BackportSearchable(text: $filter))
        }
    }
}
