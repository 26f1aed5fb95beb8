import SwiftUI

struct Row: View {
    var body: some View {
        Label(title: Text("Inbox"), icon: Image(systemName: "tray"))
    }
}
