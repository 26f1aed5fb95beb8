final class FeedList {
    func add(_ sender: Any) {
    }

    func refresh() {
    }
}
