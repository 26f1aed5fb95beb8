func f() {
    start()
    end()
}
