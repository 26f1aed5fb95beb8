import SwiftUI

extension Backport where Content: View {
    /// Colours a bar's background; older systems keep the default material.
    @ViewBuilder func tintedBar(_ color: Color, for placement: ToolbarPlacement = .navigationBar) -> some View {
        if #available(iOS 16, *) {
            content.toolbarBackground(color, for: placement)
        } else {
            content
        }
    }

    /// Hides the tab bar while scrolling; it always shows on older systems.
    @ViewBuilder func tabBarMinimizesOnScroll() -> some View {
        if #available(iOS 18, *) {
            content.tabBarMinimizeBehavior(.onScrollDown)
        } else {
            content
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
