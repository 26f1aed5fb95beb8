import SwiftUI

struct Inbox: View {
    @State private var showsCompose = false

    var body: some View {
        List {
            Text("Inbox")
        }
        .lockedList()
        .sheet(isPresented: $showsCompose) {
            Compose()
                .presentationDetents([.medium, .large])
        }
    }
}
