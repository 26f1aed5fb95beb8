func run() {
    if #unavailable(iOS 15, macOS 12) {
        legacy()
    }
}
