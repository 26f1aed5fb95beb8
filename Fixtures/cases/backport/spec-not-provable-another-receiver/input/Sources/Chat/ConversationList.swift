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
