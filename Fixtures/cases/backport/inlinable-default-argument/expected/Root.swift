import SwiftUI

struct Root: View {
    var body: some View {
        TabView { Text("a") }
            .toolbarBackground(.blue, for: .navigationBar)
            .toolbarBackground(.red, for: .tabBar)
    }
}
