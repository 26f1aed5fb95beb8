import Kit
import SwiftUI

struct Row: View {
    var body: some View {
        Text("Inbox").backport.badge(3)
    }
}
