func build() {
    inner()
    outer()
}
