func layout(isCompact: Bool) {
    if isCompact {
        useCompactLayout()
    } else {
        useRegularLayout()
    }
}
