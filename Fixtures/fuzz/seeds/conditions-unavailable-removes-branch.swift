func configure() {
    setUp()
    if #unavailable(iOS 15) {
        installLegacyWorkaround()
    }
    finish()
}
