import SwiftUI

struct Archive: View {
    @State private var query = ""

    var body: some View {
        List {
            Text("2023")
        }
        .modifier(SearchableIfAvailable(text: $query, prompt: Text("Year")))
    }
}
