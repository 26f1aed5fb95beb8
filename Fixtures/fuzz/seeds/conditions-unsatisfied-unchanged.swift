func run() {
    if #available(iOS 17, *) {
        newest()
    } else {
        older()
    }
    guard #available(iOS 16.1, *) else { return }
    if #unavailable(iOS 18) {
        legacy()
    }
}
