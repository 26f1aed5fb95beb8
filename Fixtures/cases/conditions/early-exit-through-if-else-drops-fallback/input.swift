func pick(_ x: Bool) -> Int {
    if #available(iOS 15, *) {
        if x { return 1 } else { return 2 }
    }
    return 0
}

func open(_ url: URL?) throws {
    if #available(iOS 15, *) {
        do {
            guard let url else { throw Failure() }
            try launch(url)
            return
        }
    }
    openLegacy(url)
}
