func load() throws {
    if #available(iOS 15, *) {
        try fetch()
        return
    }
    #if DEBUG
    log("legacy")
    #endif
    try fetchLegacy()
}

func draw() {
    #if DEBUG
    if #available(iOS 15, *) { print("new"); return } else { print("old") }; print("shared")
    #else
    print("release")
    #endif
}
