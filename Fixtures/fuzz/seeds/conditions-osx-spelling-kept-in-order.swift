func run() {
    if #available(OSX 10.15, iOS 13, *) {
        modern()
    }
}
