func f() {
    // Use the refreshable modifier
    modern()
}
