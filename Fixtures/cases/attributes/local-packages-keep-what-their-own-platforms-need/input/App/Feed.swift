@available(iOS 15, macOS 12, *)
struct Feed {
    func load() {
        if #available(iOS 15, macOS 12, *) {
            fetch()
        } else {
            fetchLegacy()
        }
    }

    func fetch() {}
    func fetchLegacy() {}
}
