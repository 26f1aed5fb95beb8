import SwiftUI

/// A recipe in the list: title, summary and creation date.
struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(recipe.title)
                .font(.headline)
            Text(recipe.summary)
                .font(.subheadline)
                .lineLimit(2)
            Text(recipe.createdText)
                .font(.caption)
                .foregroundColor(.secondary)
        }
    }
}

/// A featured recipe in the horizontal strip.
struct RecipeCard: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading) {
            Backport.AsyncImage(url: recipe.imageURL)
                .frame(width: 160, height: 120)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Text(recipe.title)
                .font(.caption)
                .backport.badge(recipe.unreadComments)
        }
        .frame(width: 160)
    }
}
