import SwiftUI

struct HomeScreen: View {
    var body: some View {
        TabView {
            NavigationView {
                DashboardView()
                    .backport.tintedBar(.indigo)
            }
            .tabItem { Label("Home", systemImage: "house") }
            NavigationView {
                ActivityView()
                    .backport.tintedBar(.indigo, for: .navigationBar)
            }
            .tabItem { Label("Activity", systemImage: "bolt") }
        }
        .backport.tintedBar(.black, for: .tabBar)
        .backport.tabBarMinimizesOnScroll()
    }
}
