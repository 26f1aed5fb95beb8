func refresh(_ cached: Bool) throws {
    if cached {
        print("new")
        return
    } else {
        throw Failure()
    }
}

func route(_ kind: Int) {
    switch kind {
    case 0:
        print("zero")
        return
    default:
        return
    }
}

func routeBreaking(_ kind: Int) {
    switch kind {
    case 0:
        print("zero")
        break
    default:
        return
    }
    print("after")
}

func catching() {
    do {
        throw Failure()
    } catch {
        print("caught")
    }
    print("after")
}
