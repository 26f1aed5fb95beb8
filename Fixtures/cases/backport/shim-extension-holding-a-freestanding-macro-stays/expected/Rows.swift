import SwiftUI

struct InboxRow: View {
    var body: some View { Text("Inbox").badge(2) }
}

struct FeedRow: View {
    var body: some View { ScrollView { Text("Feed") }.backport.scrollClipDisabled(true) }
}
