import SwiftUI

struct AppView: View {
    let items: [String]

    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                List(items, id: \.self) { Text($0) }
            }
        } else {
            NavigationView {
                List(items, id: \.self) { Text($0) }
            }
        }
    }
}
