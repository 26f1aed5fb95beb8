func run() {
    if #available(macOS 12, *) {
        modern()
    }
}
