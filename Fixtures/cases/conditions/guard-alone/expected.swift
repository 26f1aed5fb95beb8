func show() {
    present()
}
