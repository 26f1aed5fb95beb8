struct InboxRow: View {
    let unreadCount: Int

    var body: some View {
        VStack {
            Text("Inbox")
                .badge(unreadCount)
        }
    }
}
