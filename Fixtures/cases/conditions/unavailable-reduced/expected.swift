func run() {
    if #unavailable(macOS 12) {
        legacy()
    }
}
