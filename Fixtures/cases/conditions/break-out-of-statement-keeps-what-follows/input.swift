func sync(_ ready: Bool) throws {
    work: if #available(iOS 15, *) {
        guard ready else { break work }
        try upload()
        return
    }
    print("after")
}

func route(_ kind: Int, _ ready: Bool) {
    switch kind {
    case 0:
        if #available(iOS 15, *) {
            if ready { break }
            print("zero")
            return
        }
        print("legacy zero")
    default:
        return
    }
    print("after")
}

func chain(_ ready: Bool, _ fast: Bool) {
    step: if fast {
        guard ready else { break step }
        return
    } else if #unavailable(iOS 16) {
        print("old")
    } else {
        return
    }
    print("after")
}
