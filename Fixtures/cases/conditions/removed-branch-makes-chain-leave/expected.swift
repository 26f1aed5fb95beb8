func value(_ x: Bool) -> Int {
    if x {
        return 1
    } else {
        return 2
    }
}

func reload(_ x: Bool) throws {
    if x {
        throw Failure()
    } else {
        return
    }
}
