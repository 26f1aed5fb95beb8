func handleInterruption(_ info: [AnyHashable: Any]) {
    log("interrupted")

    // Reading the reason needs iOS 14.5 or newer.
    #if os(iOS)
    readReason(info)
    #endif
}
