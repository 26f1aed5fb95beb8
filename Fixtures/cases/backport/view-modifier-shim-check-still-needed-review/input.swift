import SwiftUI

struct SearchableWhereAvailable: ViewModifier {
    @Binding var text: String

    func body(content: Content) -> some View {
        if #available(iOS 15, macOS 12, *) {
            content.searchable(text: $text)
        } else {
            content
        }
    }
}

extension View {
    func searchableWhereAvailable(text: Binding<String>) -> some View {
        modifier(SearchableWhereAvailable(text: text))
    }
}

struct Contacts: View {
    @State private var query = ""

    var body: some View {
        VStack {
            List { Text("Ann") }
                .searchableWhereAvailable(text: $query)
            List { Text("Bob") }
                .modifier(SearchableWhereAvailable(text: $query))
        }
    }
}
