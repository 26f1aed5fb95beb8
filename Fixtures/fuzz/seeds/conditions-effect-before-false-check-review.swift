func update() {
    if bump(), #unavailable(iOS 16) {
        legacyRefresh()
    }
    if let value = load(), #unavailable(iOS 15) {
        use(value)
    } else {
        fallback()
    }
    if isEnabled, let cached = cache.value, #unavailable(iOS 16) {
        print(cached)
    }
}
