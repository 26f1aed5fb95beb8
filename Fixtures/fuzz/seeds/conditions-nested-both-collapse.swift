func f() {
    if #available(iOS 14, *) {
        prepare()
        if #available(iOS 15, *) {
            a()
        } else {
            b()
        }
    } else {
        c()
    }
}
