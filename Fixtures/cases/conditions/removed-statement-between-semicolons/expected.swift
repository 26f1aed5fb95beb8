func update() {
    start(); finish()
    finish()
    start()
    finish()
}
