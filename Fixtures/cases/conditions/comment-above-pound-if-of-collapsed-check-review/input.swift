func handleInterruption(_ info: [AnyHashable: Any]) {
    log("interrupted")

    // Reading the reason needs iOS 14.5 or newer.
    #if os(iOS)
    if #available(iOS 14.5, *) {
        readReason(info)
    } else {
        log("no reason on this version")
    }
    #endif
}
