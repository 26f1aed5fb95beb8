import SwiftUI

struct Inbox: View {
    var body: some View {
        List { Text("Inbox") }
            .listStyle(.plain)
        #if compiler(>=5.9)
            .scrollDisabled(true)
        #endif
            .padding()
    }
}
