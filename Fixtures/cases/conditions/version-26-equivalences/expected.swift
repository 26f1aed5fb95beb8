func run() {
    a()
    b()
    if #available(watchOS 12, *) {
        c()
    }
}
