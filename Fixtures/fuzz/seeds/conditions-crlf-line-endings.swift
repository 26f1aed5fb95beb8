func run() {
    if #available(iOS 15, *) {
        modern()
    } else {
        legacy()
    }
    done()
}
