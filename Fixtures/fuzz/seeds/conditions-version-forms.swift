func run() {
    if #available(iOS 16.4, *) {
        a()
    }
    if #available(iOS 16.4.1, *) {
        b()
    }
    if #available(iOS 16.0.0, *) {
        c()
    }
}
