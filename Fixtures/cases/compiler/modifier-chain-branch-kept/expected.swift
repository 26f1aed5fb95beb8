import SwiftUI

struct Inbox: View {
    var body: some View {
        List { Text("Inbox") }
            .listStyle(.plain)
            .scrollDisabled(true)
            .padding()
    }
}
