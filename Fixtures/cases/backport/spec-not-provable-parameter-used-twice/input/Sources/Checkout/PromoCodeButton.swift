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
