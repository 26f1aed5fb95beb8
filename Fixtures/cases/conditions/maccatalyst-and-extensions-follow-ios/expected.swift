func run() {
    a()
    b()
}
