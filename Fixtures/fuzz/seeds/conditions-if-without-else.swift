func configure() {
    setUp()
    if #available(iOS 15, *) {
        enableNewFeature()
    }
    finish()
}
