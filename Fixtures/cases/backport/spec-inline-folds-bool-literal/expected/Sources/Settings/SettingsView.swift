import SwiftUI

struct SettingsView: View {
    @AppStorage("plainBackground") private var plainBackground = false
    @State private var nickname = ""

    var body: some View {
        Form {
            TextField("Nickname", text: $nickname)
            Toggle("Plain background", isOn: $plainBackground)
        }
        .scrollContentBackground(!plainBackground ? .visible : .hidden)
        .scrollDismissesKeyboard(.interactively)
    }
}

struct AboutView: View {
    var body: some View {
        List {
            Text("Version 3.2")
        }
        .background(Color.gray)
        .scrollContentBackground(.hidden)
        .scrollDismissesKeyboard(.immediately)
    }
}
