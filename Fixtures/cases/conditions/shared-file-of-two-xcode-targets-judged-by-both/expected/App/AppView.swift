import SwiftUI

struct AppView: View {
    let items: [String]

    var body: some View {
        NavigationStack {
            List(items, id: \.self) { Text($0) }
        }
    }
}
