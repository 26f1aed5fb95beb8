func f() {
    modern() // end of availability check
    run()
}
