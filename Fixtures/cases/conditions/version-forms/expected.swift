func run() {
    a()
    if #available(iOS 16.4.1, *) {
        b()
    }
    c()
}
