func run() {
    if #available(tvOS 15, watchOS 8, *) {
        modern()
    } else {
        legacy()
    }
}
