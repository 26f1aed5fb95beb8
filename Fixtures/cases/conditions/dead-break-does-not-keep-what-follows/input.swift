func route(_ kind: Int) throws {
    switch kind {
    case 0:
        if #available(iOS 15, *) {
            return
        }
        print("legacy")
    default:
        throw Failure()
        if kind > 1 { break }
    }
    print("after")
}

func scan(_ kind: Int) throws {
    search: do {
        if #available(iOS 15, *) {
            return
        }
        print("legacy")
        return
        break search
    }
    print("after")
}
