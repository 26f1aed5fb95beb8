func start() {
#if os(iOS)
    if #available(iOS 15, *) {
        setUpModern()
    } else {
        setUpLegacy()
    }
#endif
}
