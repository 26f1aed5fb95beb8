func show() {
    guard #available(iOS 15, *) else {
        return
    }
    present()
}
