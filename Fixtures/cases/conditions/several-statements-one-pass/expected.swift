func f() {
    a()
    b()
    d()
}
