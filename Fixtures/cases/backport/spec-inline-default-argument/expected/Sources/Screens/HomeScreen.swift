import SwiftUI

struct HomeScreen: View {
    var body: some View {
        TabView {
            NavigationView {
                DashboardView()
                    .toolbarBackground(.indigo, for: .navigationBar)
            }
            .tabItem { Label("Home", systemImage: "house") }
            NavigationView {
                ActivityView()
                    .toolbarBackground(.indigo, for: .navigationBar)
            }
            .tabItem { Label("Activity", systemImage: "bolt") }
        }
        .toolbarBackground(.black, for: .tabBar)
        .backport.tabBarMinimizesOnScroll()
    }
}
