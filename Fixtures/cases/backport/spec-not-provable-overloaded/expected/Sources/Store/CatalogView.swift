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
