func layout(isCompact: Bool) {
    if isCompact, #available(iOS 13, *) {
        useCompactLayout()
    } else {
        useRegularLayout()
    }
}
