func style() -> String {
    return "fifteen"
}
