func level(_ legacy: Bool) -> Int {
    return 1
}
