func value(_ x: Bool) -> Int {
    if x {
        return 1
    } else if #unavailable(iOS 16) {
        print("old")
    } else {
        return 2
    }
    return 0
}

func reload(_ x: Bool) throws {
    if x {
        throw Failure()
    } else if #available(iOS 15, *) {
        return
    } else {
        print("old")
    }
    print("after")
}
