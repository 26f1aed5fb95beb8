func run() {
    if #available(iOS 15, macOS 12, *) {
        modern()
    } else {
        legacy()
    }
}
