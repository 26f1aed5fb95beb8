struct Panel {
    func show() {
        present()
          animate()
      fade()
    }
}
