func f() {
    if #unavailable(iOS 15) {
        legacy()
    }

    run()
}
