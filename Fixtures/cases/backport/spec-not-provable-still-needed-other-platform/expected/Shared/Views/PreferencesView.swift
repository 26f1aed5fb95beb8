import SwiftUI

struct PreferencesView: View {
    @AppStorage("syncEnabled") private var syncEnabled = true

    var body: some View {
        Form {
            Toggle("Sync with iCloud", isOn: $syncEnabled)
        }
        .backport.scrollContentBackground(.hidden)
    }
}
