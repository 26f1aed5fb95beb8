func update() {
    start(); if #unavailable(iOS 16) { legacy() }; finish()
    if #unavailable(iOS 16) { legacy() }; finish()
    start(); if #unavailable(iOS 16) { legacy() }
    guard #available(iOS 15, *) else { return }; finish()
}
