func apply(_ style: Style) {
    switch style {
    case .plain:
        applyModern()
    case .fancy:
        applyFancy()
    }
}
