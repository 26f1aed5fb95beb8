func pick(isCompact: Bool) {
    if isCompact {
        compact()
    } else {
        regular()
    }
}
