import SwiftUI

struct Chat: View {
    var body: some View {
        ScrollView { Text("Messages") }
            .backport.scrollDismissesKeyboardInteractively()
            .backport.navigationBarBackground(.indigo)
    }
}
