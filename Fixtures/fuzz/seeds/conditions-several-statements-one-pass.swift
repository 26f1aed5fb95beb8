func f() {
    if #available(iOS 15, *) {
        a()
    }
    if #available(iOS 14, *) {
        b()
    } else {
        c()
    }
    guard #available(iOS 13, *) else { return }
    d()
}
