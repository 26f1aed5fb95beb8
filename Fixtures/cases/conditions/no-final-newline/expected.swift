func f() {
    modern()
}