func pick(isPad: Bool) {
    if isPad {
        a()
    } else if #unavailable(iOS 15) {
        b()
    } else {
        c()
    }
}
