func f(x: Bool) {
    if #available(iOS 15, *) {
        a()
    } else if x {
        b()
    } else {
        c()
    }
}
