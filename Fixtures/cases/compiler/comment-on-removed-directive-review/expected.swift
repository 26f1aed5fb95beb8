func draw() {
    fast()
}
