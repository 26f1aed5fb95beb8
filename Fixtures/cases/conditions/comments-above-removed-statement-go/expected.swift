func configure() {
    // MARK: Appearance
    setUp()
}
