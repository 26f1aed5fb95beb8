final class FeedList {
    func add(_ sender: Any) {

        if #available(iOS 14, *) {
        } else {
            presentLegacyMenu(from: sender)
        }

    }

    func refresh() {

        if #unavailable(iOS 15) {
            reloadVisibleRows()
        }


    }
}
