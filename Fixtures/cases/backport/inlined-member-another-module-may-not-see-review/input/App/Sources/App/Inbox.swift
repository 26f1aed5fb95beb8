import SwiftUI
import Kit

struct Inbox: View {
    var body: some View {
        ScrollView {
            Text("Inbox")
        }
        .backport.dismissesKeyboard(.interactively)
    }
}
