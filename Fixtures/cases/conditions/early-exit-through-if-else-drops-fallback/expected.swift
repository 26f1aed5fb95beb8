func pick(_ x: Bool) -> Int {
    if x { return 1 } else { return 2 }
}

func open(_ url: URL?) throws {
    do {
        guard let url else { throw Failure() }
        try launch(url)
        return
    }
}
