func apply(_ style: Style) {
    switch style {
    case .plain:
        if #available(iOS 15, *) {
            applyModern()
        } else {
            applyLegacy()
        }
    case .fancy:
        applyFancy()
    }
}
