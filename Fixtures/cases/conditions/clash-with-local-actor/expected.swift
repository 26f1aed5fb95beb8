func refresh() async {
    do {
        actor Store {
            var items: [String] = []
        }
        await use(Store())
    }
    await use(Store())
}
