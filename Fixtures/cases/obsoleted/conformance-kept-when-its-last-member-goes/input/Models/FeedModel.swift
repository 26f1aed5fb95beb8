import Foundation

/// Models the feed screen can reload.
protocol Reloadable {}

struct FeedModel {
    var items: [String] = []
}

extension FeedModel: Reloadable {
    @available(iOS, obsoleted: 16.0)
    func legacyRefresh() {}
}
