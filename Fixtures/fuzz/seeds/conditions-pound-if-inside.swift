func start() {
    if #available(iOS 15, *) {
#if DEBUG
        log("modern")
#endif
        setUpModern()
    }
}
