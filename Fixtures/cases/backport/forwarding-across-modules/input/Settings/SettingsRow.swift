import SwiftUI

struct SettingsRow: View {
    var body: some View {
        HStack {
            Text("Uploads").backport.badge(pending)
            Spacer()
        }
    }
}
