func sync() throws {
    if #available(iOS 15, *) {
        do {
            try upload()
            return
        }
        print("never")
    }
    uploadLegacy()
}
