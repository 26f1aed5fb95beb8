func route(_ kind: Int) throws {
    switch kind {
    case 0:
        return
    default:
        throw Failure()
        if kind > 1 { break }
    }
}

func scan(_ kind: Int) throws {
    search: do {
        return
    }
}
