func f() {
    run()

    if #unavailable(iOS 15) {
        legacy()
    }
}
