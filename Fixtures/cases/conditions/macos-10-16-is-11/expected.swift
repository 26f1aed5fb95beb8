func run() {
    bigSur()
}
