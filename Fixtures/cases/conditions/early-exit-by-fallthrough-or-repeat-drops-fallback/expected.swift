func route(_ kind: Int) {
    switch kind {
    case 0:
        print("new"); fallthrough
    default:
        print("other")
    }
}

func retry() throws {
    repeat {
        try attempt()
        return
    } while pending()
}

func poll() throws {
    repeat {
        if try ready() { continue }
        return
    } while pending()
    print("legacy")
}

func handle(_ kind: Int) throws {
    switch kind {
    case 0:
        print("zero")
        fallthrough
    case 1:
        throw Failure()
    default:
        return
    }
}
