func sync() throws {
    do {
        try upload()
        return
    }
    print("never")
}
