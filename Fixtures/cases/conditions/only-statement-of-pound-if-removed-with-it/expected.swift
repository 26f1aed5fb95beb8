func rotate(to orientation: UIInterfaceOrientation) {
    record(orientation)
    finish()
}

func prepare() {
    #if DEBUG
    #else
    logRelease()
    #endif
}
