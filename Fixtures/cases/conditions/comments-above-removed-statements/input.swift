func configure() {
    // Before iOS 16 a List is a UITableView.
    if #unavailable(iOS 16) {
        UITableView.appearance().backgroundColor = .clear
    }

    // MARK: Appearance
    // The legacy bar needs this.
    guard #available(iOS 15, *) else { return }
    setUp()
}
