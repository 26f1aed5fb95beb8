func pick() {
    if #available(iOS 17, *) {
        a()
    } else {
        b()
    }
}
