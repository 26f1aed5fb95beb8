func configure() {
    if #unavailable(iOS 15.0) {
        legacyLayout()
    } else {
        modernLayout()
        animate()
    }
}
