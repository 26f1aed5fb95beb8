func run() {
    modern()
    done()
}
