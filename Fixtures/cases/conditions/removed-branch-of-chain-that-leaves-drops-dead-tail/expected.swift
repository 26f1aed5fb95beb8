func check(_ x: Bool) throws {
    if x {
        fatalError("bad")
    } else {
        throw Failure()
    }
}
