func f() {
    if #available(iOS 15, *) {
        modern()
    }
}