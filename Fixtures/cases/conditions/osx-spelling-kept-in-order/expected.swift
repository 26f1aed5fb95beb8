func run() {
    if #available(OSX 10.15, *) {
        modern()
    }
}
