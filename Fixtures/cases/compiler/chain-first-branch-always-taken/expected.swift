func layout() {
    modern()
    done()
}
