func f() {
    first()

    second()
}
