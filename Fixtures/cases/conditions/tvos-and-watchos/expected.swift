func run() {
    modern()
}
