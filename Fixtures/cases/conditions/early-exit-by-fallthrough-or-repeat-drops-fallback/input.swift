func route(_ kind: Int) {
    switch kind {
    case 0:
        if #available(iOS 15, *) { print("new"); fallthrough } else { print("old") }; print("zero")
    default:
        print("other")
    }
}

func retry() throws {
    if #available(iOS 15, *) {
        repeat {
            try attempt()
            return
        } while pending()
    }
    print("legacy")
}

func poll() throws {
    if #available(iOS 15, *) {
        repeat {
            if try ready() { continue }
            return
        } while pending()
    }
    print("legacy")
}

func handle(_ kind: Int) throws {
    switch kind {
    case 0:
        print("zero")
        fallthrough
    case 1:
        if #available(iOS 15, *) {
            throw Failure()
        }
        print("legacy")
    default:
        return
    }
    print("after")
}
