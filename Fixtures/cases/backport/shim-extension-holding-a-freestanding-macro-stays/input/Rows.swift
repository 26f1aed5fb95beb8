import SwiftUI

struct InboxRow: View {
    var body: some View { Text("Inbox").backport.badge(2) }
}

struct FeedRow: View {
    var body: some View { ScrollView { Text("Feed") }.backport.scrollClipDisabled(true) }
}
