import SwiftUI

struct Row {
    let feed: Feed
    var count: Int { feed.items.count }
}
