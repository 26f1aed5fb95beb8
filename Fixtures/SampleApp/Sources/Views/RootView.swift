import SwiftUI

/// The tab bar: recipes and settings.
struct RootView: View {
    @EnvironmentObject private var store: RecipeStore

    var body: some View {
        TabView {
            RecipesTab()
                .tabItem { Label("Recipes", systemImage: "book") }
                .backport.cappedBadge(store.unreadComments)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
                .backport.badge(store.pendingUploads)
        }
    }
}

/// The recipe list in the navigation container the running system offers.
private struct RecipesTab: View {
    var body: some View {
        if #available(iOS 16, *) {
            NavigationStack {
                RecipeListView()
            }
        } else if #available(iOS 15, *) {
            NavigationView {
                RecipeListView()
            }
            .navigationViewStyle(.stack)
        } else {
            NavigationView {
                RecipeListView()
            }
            .navigationViewStyle(StackNavigationViewStyle())
        }
    }
}
