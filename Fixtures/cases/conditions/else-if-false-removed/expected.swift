func pick(isPad: Bool) {
    if isPad {
        a()
    } else {
        c()
    }
}
