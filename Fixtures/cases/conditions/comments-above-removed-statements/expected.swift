func configure() {
    // Before iOS 16 a List is a UITableView.

    // MARK: Appearance
    setUp()
}
