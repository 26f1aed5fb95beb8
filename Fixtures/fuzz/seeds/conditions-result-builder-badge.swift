struct InboxRow: View {
    let unreadCount: Int

    var body: some View {
        VStack {
            if #available(iOS 15.0, *) {
                Text("Inbox")
                    .badge(unreadCount)
            } else {
                Text("Inbox (\(unreadCount))")
            }
        }
    }
}
