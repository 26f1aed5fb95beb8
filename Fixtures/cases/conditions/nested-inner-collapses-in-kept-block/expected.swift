func f() {
    if #available(iOS 17, *) {
        a()
    }
}
