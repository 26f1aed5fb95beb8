struct Panel {
    func show() {
        if #available(iOS 15, *) {
      present()
        animate()
    fade()
        }
    }
}
