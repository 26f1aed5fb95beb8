func f() {
    if #available(iOS 17, *) {
        if #available(iOS 15, *) {
            a()
        } else {
            b()
        }
    }
}
