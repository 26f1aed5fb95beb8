struct Store {
    func refresh() async {}

    var detents: Set<Int> { [] }
}
