func refresh(_ cached: Bool) throws {
    if cached {
        if #available(iOS 15, *) {
            print("new")
            return
        }
        print("old")
    } else {
        throw Failure()
    }
    print("after")
}

func route(_ kind: Int) {
    switch kind {
    case 0:
        if #available(iOS 15, *) {
            print("zero")
            return
        }
        print("legacy zero")
    default:
        return
    }
    print("after")
}

func routeBreaking(_ kind: Int) {
    switch kind {
    case 0:
        if #available(iOS 15, *) {
            print("zero")
            break
        }
        print("legacy zero")
    default:
        return
    }
    print("after")
}

func catching() {
    do {
        if #available(iOS 15, *) {
            throw Failure()
        }
        print("legacy")
    } catch {
        print("caught")
    }
    print("after")
}
