func scan(_ x: Bool) {
    outer: do {
        if x { break outer }
        work()
    }
    finish()
}
