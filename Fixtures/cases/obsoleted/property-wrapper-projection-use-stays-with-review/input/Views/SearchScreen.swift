import SwiftUI

struct SearchScreen: View {
    @available(iOS, obsoleted: 16.0)
    @State private var legacyQuery = ""

    var body: some View {
        TextField("Search", text: $legacyQuery)
    }
}
