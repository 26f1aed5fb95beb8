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

extension Backport where Content: View {
    /// Shows `count` as a badge; no badge on older systems.
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }

    /// Shows "New" as a badge when `isNew` is true; no badge on older systems.
    @ViewBuilder func badge(_ isNew: Bool) -> some View {
        if #available(iOS 15, *) {
            content.badge(isNew ? Text("New") : nil)
        } else {
            content
        }
    }
}
import SwiftUI

struct CatalogView: View {
    let products: [Product]

    var body: some View {
        List(products) { product in
            ProductRow(product: product)
                .backport.badge(product.isNew)
        }
    }
}
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
