func run() {
    if #available(iOS 19, *) {
        a()
    }
    if #available(macOS 16, *) {
        b()
    }
    if #available(watchOS 12, *) {
        c()
    }
}
