import SwiftUI

struct CartView: View {
    @ObservedObject var cart: Cart
    @State private var showsPayment = false

    var body: some View {
        List(cart.items) { item in
            CartRow(item: item)
        }
        .sheet(isPresented: $showsPayment) {
            PaymentSheet(total: cart.total)
                .backport.presentationHeights(320)
        }
    }
}
