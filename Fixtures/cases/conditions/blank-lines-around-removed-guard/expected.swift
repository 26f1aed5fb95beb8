func f() {
    prepare()

    run()
}
