func configure() {
    setUp()
    finish()
}
