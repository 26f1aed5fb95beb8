func inset() -> Int {
    var value = 1
    if #available(iOS 11.0, *) {
        #if DEBUG
            value += 2
        #else
            value += 3
        #endif
        value += 1
    }
    return value
}
