func refresh() {
    prepare(); modern()
}
