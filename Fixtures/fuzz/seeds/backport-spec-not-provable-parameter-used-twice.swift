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
import SwiftUI

struct PromoCodeButton: View {
    @State private var isEntering = false

    var body: some View {
        Button("Add promo code") { isEntering = true }
            .sheet(isPresented: $isEntering) {
                PromoCodeForm().backport.presentationHeights(180)
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

extension Backport where Content: View {
    /// A sheet that opens at `height` and can be pulled up to twice that.
    @ViewBuilder func presentationHeights(_ height: CGFloat) -> some View {
        if #available(iOS 16, *) {
            content.presentationDetents([.height(height), .height(height * 2)])
        } else {
            content
        }
    }
}
