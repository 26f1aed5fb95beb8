func apply(_ style: Style) {
    switch style {
    case .plain:
        break
    case .fancy:
        applyFancy()
    default:
        guard #unavailable(iOS 14) else { return }
    }
}
