func f() {
    start()
    if #available(iOS 15, *) {
    } else {
        legacyFix()
    }
    end()
}
