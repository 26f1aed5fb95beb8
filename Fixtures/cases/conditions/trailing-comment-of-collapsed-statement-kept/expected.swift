func f() {
    a()
    b() // keeps the list fresh
    x() /* one-liner */
}
