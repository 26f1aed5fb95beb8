func load() throws {
    try fetch()
    return
}

func draw() {
    #if DEBUG
    print("new"); return
    #else
    print("release")
    #endif
}
