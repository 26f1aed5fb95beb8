func start() {
#if DEBUG
    log("modern")
#endif
    setUpModern()
}
