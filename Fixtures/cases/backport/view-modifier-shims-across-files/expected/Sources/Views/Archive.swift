import SwiftUI

struct Archive: View {
    @State private var query = ""

    var body: some View {
        List {
            Text("2023")
        }
        .searchable(text: $query, prompt: Text("Year"))
    }
}
