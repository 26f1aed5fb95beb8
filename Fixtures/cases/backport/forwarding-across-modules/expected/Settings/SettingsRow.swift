import SwiftUI

struct SettingsRow: View {
    var body: some View {
        HStack {
            Text("Uploads").badge(pending)
            Spacer()
        }
    }
}
