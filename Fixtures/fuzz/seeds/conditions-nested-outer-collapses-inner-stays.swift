func f() {
    if #available(iOS 15, *) {
        if #available(iOS 17, *) {
            newest()
        } else {
            newer()
        }
    } else {
        old()
    }
}
