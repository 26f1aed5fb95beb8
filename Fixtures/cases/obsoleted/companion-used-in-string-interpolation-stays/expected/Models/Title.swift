struct Title {
    var count: Int
    var text: String { "Inbox (\(formattedBadge(count)))" }
}
