func f() {
    if #available(iOS 15, *) {
        a()
        b()
    } else {
        c()
    } // keeps the list fresh
    if #available(iOS 15, *) { x() } else { y() } /* one-liner */
}
