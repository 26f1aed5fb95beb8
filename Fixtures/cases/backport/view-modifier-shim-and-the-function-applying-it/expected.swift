import SwiftUI

struct Contacts: View {
    @State private var query = ""
    @State private var filter = ""

    var body: some View {
        VStack {
            List { Text("Ann") }
                .searchable(text: $query)
            List { Text("Bob") }
                .searchable(text: $filter)
        }
    }
}
