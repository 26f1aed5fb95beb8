func rotate(to orientation: UIInterfaceOrientation) {
    record(orientation)
    #if os(iOS)
    if #unavailable(iOS 16) {
        UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")
    }
    #endif
    finish()
}

func prepare() {
    #if os(iOS)
    // The legacy observer is needed as well.
    if #unavailable(iOS 15) {
        installLegacyObserver()
    }
    #endif
    #if DEBUG
    if #unavailable(iOS 15) {
        logLegacy()
    }
    #else
    logRelease()
    #endif
}
