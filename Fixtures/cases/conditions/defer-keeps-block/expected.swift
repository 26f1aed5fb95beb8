func load() {
    do {
        defer { finish() }
        start()
    }
    log()
}
