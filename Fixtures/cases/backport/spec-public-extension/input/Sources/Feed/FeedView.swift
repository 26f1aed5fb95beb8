import SwiftUI

struct FeedView: View {
    @ObservedObject var model: FeedModel

    var body: some View {
        List {
            ForEach(model.items) { item in
                FeedRow(item: item)
                    .backport.listRowSeparator(.hidden)
                    .backport.badge(item.commentCount)
            }
        }
        .backport.scrollClipDisabled()
    }
}
