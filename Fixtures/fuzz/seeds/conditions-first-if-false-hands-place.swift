func pick(isCompact: Bool) {
    if #unavailable(iOS 14) {
        legacy()
    } else if isCompact {
        compact()
    } else {
        regular()
    }
}
