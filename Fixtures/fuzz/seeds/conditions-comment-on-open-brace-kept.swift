func f() {
    if #available(iOS 15, *) { // Use the refreshable modifier
        modern()
    }
}
