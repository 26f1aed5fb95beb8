func configure() {
    setUp()
    enableNewFeature()
    finish()
}
