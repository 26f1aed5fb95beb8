func style() -> String {
    if #available(iOS 15, *) {
        return "fifteen"
    }
    if #available(iOS 14, *) {
        return "fourteen"
    }
    return "older"
}
