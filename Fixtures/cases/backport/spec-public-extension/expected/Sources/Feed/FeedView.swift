import SwiftUI

struct FeedView: View {
    @ObservedObject var model: FeedModel

    var body: some View {
        List {
            ForEach(model.items) { item in
                FeedRow(item: item)
                    .listRowSeparator(.hidden)
                    .badge(item.commentCount)
            }
        }
        .backport.scrollClipDisabled()
    }
}
