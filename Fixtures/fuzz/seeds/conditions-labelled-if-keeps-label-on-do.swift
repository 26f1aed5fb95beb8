func scan(_ x: Bool) {
    outer: if #available(iOS 15, *) {
        if x { break outer }
        work()
    }
    finish()
}
