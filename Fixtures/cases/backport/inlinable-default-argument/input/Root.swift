import SwiftUI

struct Root: View {
    var body: some View {
        TabView { Text("a") }
            .backport.barBackground(.blue)
            .backport.barBackground(.red, for: .tabBar)
    }
}
