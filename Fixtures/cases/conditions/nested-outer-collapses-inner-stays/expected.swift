func f() {
    if #available(iOS 17, *) {
        newest()
    } else {
        newer()
    }
}
