func start() {
#if os(iOS)
    setUpModern()
#endif
}
