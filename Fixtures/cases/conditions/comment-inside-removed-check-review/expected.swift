func f() {
    if /* blur needs it */ let x = y {
        use(x)
    }
    a() // note
}
