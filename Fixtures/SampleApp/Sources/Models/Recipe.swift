import Foundation
import Combine

/// A recipe as the app shows it. Shared with the macOS companion app.
struct Recipe: Identifiable, Hashable {
    let id: UUID
    var title: String
    var summary: String
    var imageURL: URL?
    var createdAt: Date
    var unreadComments: Int
    var isFeatured: Bool

    /// The creation date in a short human form.
    var createdText: String {
        if #available(iOS 15, macOS 12, *) {
            return createdAt.formatted(date: .abbreviated, time: .omitted)
        } else {
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            return formatter.string(from: createdAt)
        }
    }
}

/// Holds the recipes and the edits made to them.
final class RecipeStore: ObservableObject {
    @Published private(set) var recipes: [Recipe] = []
    @Published var pendingUploads = 0

    var featured: [Recipe] { recipes.filter(\.isFeatured) }

    /// Unread comments over all recipes.
    var unreadComments: Int { recipes.reduce(0) { $0 + $1.unreadComments } }

    /// Recipes whose title contains `query`; all of them when it is empty.
    func recipes(matching query: String) -> [Recipe] {
        guard !query.isEmpty else { return recipes }
        return recipes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    func add(_ recipe: Recipe) {
        recipes.append(recipe)
        pendingUploads += 1
    }

    /// Fetches the recipes again, newest first; uploads still waiting are kept.
    @MainActor func refresh() async {
        recipes.sort { $0.createdAt > $1.createdAt }
    }
}
