func load() {
    if #available(iOS 15, *) {
        defer { finish() }
        start()
    }
    log()
}
