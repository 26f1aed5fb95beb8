func spin() {
    while #available(iOS 15, *) {
        tick()
    }
}
