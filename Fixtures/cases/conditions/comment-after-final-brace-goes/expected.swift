func f() {
    modern()
    run()
}
