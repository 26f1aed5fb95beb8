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
            ShareLink(item: article.url, subject: Text(article.title))
        }
    }
}
