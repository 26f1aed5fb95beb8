import Kit
import SwiftUI

struct Row: View {
    var body: some View {
        Text("Inbox")
            .badge(3)
    }
}
