struct Feed {
    func load() {
        fetch()
    }

    func fetch() {}
    func fetchLegacy() {}
}
