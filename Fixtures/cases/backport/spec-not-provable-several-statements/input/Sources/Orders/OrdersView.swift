import SwiftUI

struct OrdersView: View {
    @ObservedObject var store: OrderStore

    var body: some View {
        List(store.orders) { order in
            NavigationLink(destination: OrderDetail(order: order)) {
                OrderRow(order: order)
            }
        }
        .navigationTitle("Orders")
        .backport.navigationBarTint(.green)
    }
}
