final class Pairing {
    func commission(_ server: Server) {
        #if canImport(MatterSupport)
        remember(server)
        start(server)
        #endif
    }

    func prepare() {
        #if os(iOS)
        configureSession()
        #else
        configureDesktopSession()
        #endif
    }
}
