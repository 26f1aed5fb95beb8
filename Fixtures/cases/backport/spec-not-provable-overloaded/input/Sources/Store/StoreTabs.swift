import SwiftUI

struct StoreTabs: View {
    @ObservedObject var cart: Cart

    var body: some View {
        TabView {
            CatalogView(products: cart.catalog)
                .tabItem { Label("Shop", systemImage: "bag") }
            CartView(cart: cart)
                .tabItem { Label("Cart", systemImage: "cart") }
                .backport.badge(cart.items.count)
        }
    }
}
