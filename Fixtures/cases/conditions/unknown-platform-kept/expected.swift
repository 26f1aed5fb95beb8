func f() {
    if #available(DriverKit 21, *) {
        a()
    }
}
