func f() {
    if #available(iOS 15, *) {
        modern()
    } else {
        legacy()
    } // end of availability check
    run()
}
