func refresh() {
    x()
    done()
}
