import SwiftUI

struct ChannelList: View {
    let channels: [Channel]

    var body: some View {
        List(channels) { channel in
            Text("# \(channel.name)").backport.rowBadge(channel.mentions)
        }
    }
}
import SwiftUI

struct ConversationList: View {
    let conversations: [Conversation]

    var body: some View {
        List(conversations) { conversation in
            ConversationRow(conversation: conversation)
                .backport.rowBadge(conversation.unread)
        }
    }
}
import SwiftUI

struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    /// Shows `count` as a badge at the trailing edge of a full-width row; no badge on older systems.
    @ViewBuilder func rowBadge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            HStack { content; Spacer() }.badge(count)
        } else {
            content
        }
    }
}
