func f() {
    if #available(iOS 15, DriverKit 21, *) {
        a()
    }
}
