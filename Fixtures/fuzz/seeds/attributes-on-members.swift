struct Store {
    @available(iOS 15.0, *)
    func refresh() async {}

    @available(iOS 16, *)
    var detents: Set<Int> { [] }
}
