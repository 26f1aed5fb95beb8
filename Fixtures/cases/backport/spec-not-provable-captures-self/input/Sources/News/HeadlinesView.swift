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
