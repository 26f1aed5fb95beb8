func route(_ kind: Int, _ value: Int?, _ legacy: Bool) {
    switch kind {
    case 0:
        return
    default:
        break
    }
}
