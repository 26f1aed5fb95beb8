import SwiftUI

struct TimelineView: View {
    @ObservedObject var model: TimelineModel
    @State private var lastRefresh = Date()

    var body: some View {
        List(model.posts) { post in
            PostRow(post: post)
        }
        .backport.refreshable {
            await model.reload()
            lastRefresh = Date()
        }
    }
}

struct MentionsView: View {
    @ObservedObject var model: MentionsModel

    var body: some View {
        List(model.mentions) { mention in
            MentionRow(mention: mention)
        }
        .backport.refreshable { await model.reload() }
    }
}
