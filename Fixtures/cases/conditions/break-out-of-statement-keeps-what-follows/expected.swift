func sync(_ ready: Bool) throws {
    work: do {
        guard ready else { break work }
        try upload()
        return
    }
    print("after")
}

func route(_ kind: Int, _ ready: Bool) {
    switch kind {
    case 0:
        if ready { break }
        print("zero")
        return
    default:
        return
    }
    print("after")
}

func chain(_ ready: Bool, _ fast: Bool) {
    step: if fast {
        guard ready else { break step }
        return
    } else {
        return
    }
    print("after")
}
