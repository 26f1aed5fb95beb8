func apply(_ style: Style) {
    switch style {
    case .plain:
        if #unavailable(iOS 15) {
            applyLegacyPlain()
        }
    case .fancy:
        applyFancy()
    default:
        guard #unavailable(iOS 14) else { return }
        if #unavailable(iOS 14) { legacy() }
    }
}
