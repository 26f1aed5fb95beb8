func f() {
    prepare()
    a()
}
