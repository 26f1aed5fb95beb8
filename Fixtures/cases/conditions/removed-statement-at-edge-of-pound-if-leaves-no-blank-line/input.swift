final class Pairing {
    func commission(_ server: Server) {
        #if canImport(MatterSupport)
        guard #available(iOS 16.4, *) else {
            return
        }

        remember(server)
        start(server)
        #endif
    }

    func prepare() {
        #if os(iOS)
        configureSession()

        if #unavailable(iOS 15) {
            installLegacyObservers()
        }
        #else
        configureDesktopSession()
        #endif
    }
}
