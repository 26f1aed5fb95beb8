func check(_ x: Bool) throws {
    if #unavailable(iOS 16) {
        fatalError("unsupported")
    } else if x {
        fatalError("bad")
    } else {
        throw Failure()
    }
    print("unreachable")
}
