func describe(_ value: Int) -> String {
    switch value {
    case 0:
        return "zero"
    default:
        return "many"
    }
}
