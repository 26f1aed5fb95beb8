import SwiftUI

/// One recipe: its photo, summary and the share and comment actions.
struct RecipeDetailView: View {
    let recipe: Recipe
    @State private var isShowingComments = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Backport.AsyncImage(url: recipe.imageURL)
                    .frame(height: 240)

                Text(recipe.title)
                    .font(.title)
                    .backport.fontWeight(.bold)
                Text(recipe.createdText)
                    .font(.caption)
                    .foregroundColor(.secondary)
                Text(recipe.summary)

                HStack {
                    Button("Comments") { isShowingComments = true }
                        .backport.badge(recipe.unreadComments)
                    Spacer()
                    if let url = shareURL {
                        Backport.ShareLink(item: url)
                    }
                }
            }
            .padding()
        }
        .navigationTitle(recipe.title)
        .backport.toolbarBackground(.orange)
        .sheet(isPresented: $isShowingComments) {
            CommentsSheet(recipe: recipe)
                .backport.presentationDetents([.medium, .large])
                .backport.interactiveDismissDisabled()
        }
    }

    /// Recipe links open in the app only from iOS 16, which restores a `NavigationStack` path;
    /// older systems share the web page instead.
    private var shareURL: URL? {
        guard #available(iOS 16, *) else {
            return URL(string: "https://recipes.example.com/web/\(recipe.id.uuidString)")
        }
        return URL(string: "https://recipes.example.com/r/\(recipe.id.uuidString)")
    }
}

/// Comments on a recipe, in a sheet.
private struct CommentsSheet: View {
    let recipe: Recipe

    private var columns: Int = 1

    init(recipe: Recipe) {
        self.recipe = recipe
        // The wider iOS 16 sheet fits two columns.
        columns = if #available(iOS 16, *) { 2 } else { 1 }
    }

    var body: some View {
        let sheet = VStack {
            Text("\(recipe.unreadComments) new comments in \(columns) columns")
        }
        if #available(iOS 16.4, *) {
            sheet.presentationCornerRadius(24)
        } else {
            sheet
        }
    }
}
