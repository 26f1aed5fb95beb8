func refresh() async {
    if #available(iOS 16, *) {
        actor Store {
            var items: [String] = []
        }
        await use(Store())
    }
    await use(Store())
}
