import SwiftUI

struct ArticleView: View {
    let article: Article

    var body: some View {
        ScrollView {
            Text(article.body)
                .padding()
        }
        .navigationTitle(article.title)
        .toolbar {
            Backport.ShareLink(item: article.url, subject: Text(article.title))
        }
    }
}
import SwiftUI

struct InviteRow: View {
    let link: URL

    var body: some View {
        HStack {
            Text("Invite a friend")
            Spacer()
            Backport<Any>.ShareLink(item: link, subject: Text("Join me"))
        }
    }
}
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

extension Backport<Any> {
    /// A share button; presents a `UIActivityViewController` itself on older systems.
    struct ShareLink: View {
        let item: URL
        let subject: Text

        var body: some View {
            if #available(iOS 16, *) {
                SwiftUI.ShareLink(item: item, subject: subject)
            } else {
                Button {
                    ActivitySheet.present(sharing: item)
                } label: {
                    Image(systemName: "square.and.arrow.up")
                }
            }
        }
    }
}
