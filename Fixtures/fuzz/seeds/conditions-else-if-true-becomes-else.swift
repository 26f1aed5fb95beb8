func pick() {
    if #available(iOS 17, *) {
        a()
    } else if #available(iOS 15, *) {
        b()
    } else {
        c()
    }
}
