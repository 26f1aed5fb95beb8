import SwiftUI

struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    /// Pull to refresh that records how long each refresh takes; no gesture on older systems.
    @ViewBuilder func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        if #available(iOS 15, *) {
            content.refreshable { await self.timed(action) }
        } else {
            content
        }
    }

    private func timed(_ action: @escaping @Sendable () async -> Void) async {
        let start = Date()
        await action()
        RefreshMetrics.record(Date().timeIntervalSince(start))
    }
}
import SwiftUI

struct HeadlinesView: View {
    @ObservedObject var feed: NewsFeed

    var body: some View {
        List(feed.headlines) { headline in
            HeadlineRow(headline: headline)
        }
        .backport.refreshable {
            await feed.reload()
        }
    }
}
