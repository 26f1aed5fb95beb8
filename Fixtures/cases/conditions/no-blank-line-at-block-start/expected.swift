func f() {
    run()
}
