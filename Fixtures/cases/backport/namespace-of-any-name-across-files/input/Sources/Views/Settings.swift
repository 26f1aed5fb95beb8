import SwiftUI

struct Settings: View {
    var body: some View {
        Form {
            Text("Notifications").compat.badge(1)
        }
    }
}
