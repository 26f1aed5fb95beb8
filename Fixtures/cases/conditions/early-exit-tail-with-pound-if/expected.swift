func load() throws {
    try fetch()
}

func draw() {
    #if DEBUG
    print("new"); return
    #else
    print("release")
    #endif
}
