func route(_ kind: Int, _ value: Int?, _ legacy: Bool) {
    switch kind {
    case 0:
        if #available(iOS 15, *) {
            return
        }
        if legacy,
           case let count? = value {
            print(count)
        }
    default:
        break
    }
}
