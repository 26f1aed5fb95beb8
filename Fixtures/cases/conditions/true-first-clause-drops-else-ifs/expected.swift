func f(x: Bool) {
    a()
}
