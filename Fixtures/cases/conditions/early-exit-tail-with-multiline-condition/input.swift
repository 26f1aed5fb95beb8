func level(_ legacy: Bool) -> Int {
    if #available(iOS 15, *) {
        return 1
    }
    if legacy,
       #available(iOS 18, *) {
        return 2
    }
    return 3
}
