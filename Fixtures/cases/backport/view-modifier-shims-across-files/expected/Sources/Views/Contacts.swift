import SwiftUI

struct Contacts: View {
    @State private var query = ""

    var body: some View {
        List {
            Text("Ann")
        }
        .searchable(text: $query, prompt: Text("Name"))
    }
}
