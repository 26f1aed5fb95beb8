final class FeedStore {
    private var sources: [any Reloadable] = []

    func register() {
        sources.append(FeedModel())
    }
}
