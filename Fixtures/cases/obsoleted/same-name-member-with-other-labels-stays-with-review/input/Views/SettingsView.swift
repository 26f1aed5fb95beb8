import SwiftUI

struct SettingsView: View {
    var body: some View {
        List { Text("Account") }
            .scrollDismissesKeyboard(interactively: true)
    }
}
