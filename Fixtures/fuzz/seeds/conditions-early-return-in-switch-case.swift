func describe(_ value: Int) -> String {
    switch value {
    case 0:
        if #available(iOS 15, *) {
            return "zero"
        }
        return "nothing"
    default:
        return "many"
    }
}
