import SwiftUI

struct Inbox: View {
    let locked: Bool

    var body: some View {
        List {
            Text("Inbox")
        }
        .scrollDisabled(locked)
        .scrollContentBackground(.hidden)
        .scrollDismissesKeyboard(.interactively)
    }
}

struct Drafts: View {
    var body: some View {
        ScrollView {
            Text("Drafts")
        }
        .scrollDismissesKeyboard(.never)
        .scrollDisabled(true)
    }
}
