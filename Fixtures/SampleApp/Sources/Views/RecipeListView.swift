import SwiftUI

/// All recipes, with the featured ones in a horizontal strip on top.
struct RecipeListView: View {
    @EnvironmentObject private var store: RecipeStore
    @State private var query = ""
    @State private var isAddingRecipe = false

    var body: some View {
        List {
            if !store.featured.isEmpty {
                Section(header: Text("Featured")) {
                    ScrollView(.horizontal, showsIndicators: false) {
                        // Our own LazyHStack (Components/LazyHStack.swift) falls back to HStack.
                        LazyHStack(spacing: 12) {
                            ForEach(store.featured) { recipe in
                                RecipeCard(recipe: recipe)
                            }
                        }
                    }
                }
            }

            Section(header: Text("All Recipes")) {
                ForEach(store.recipes(matching: query)) { recipe in
                    NavigationLink(destination: RecipeDetailView(recipe: recipe)) {
                        RecipeRow(recipe: recipe)
                    }
                    .backport.badge(recipe.unreadComments)
                    .backport.hiddenRowSeparator()
                }
                Button("New Recipe") { isAddingRecipe = true }
            }

            if store.recipes.isEmpty {
                emptyState
            }
        }
        .scrollDismissesKeyboard(.interactively)
        // The featured strip sits on the app background; the plain list keeps its grouped one.
        .backport.contentBackground(store.featured.isEmpty)
        .backport.refreshable {
            await store.refresh()
        }
        .navigationTitle("Recipes")
        .sheet(isPresented: $isAddingRecipe) {
            RecipeEditorView { isAddingRecipe = false }
        }
    }

    @ViewBuilder private var emptyState: some View {
        if #available(iOS 17, *) {
            ContentUnavailableView("No Recipes", systemImage: "fork.knife", description: Text("Add your first recipe."))
        } else if #available(iOS 15, *) {
            Text("No recipes yet")
                .foregroundStyle(.secondary)
                .listRowSeparator(.hidden)
        } else {
            Text("No recipes yet")
                .foregroundColor(.secondary)
        }
    }
}
