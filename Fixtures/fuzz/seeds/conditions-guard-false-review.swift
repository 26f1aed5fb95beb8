func legacyOnly() {
    guard #unavailable(iOS 15) else { return }
    runLegacy()
}
