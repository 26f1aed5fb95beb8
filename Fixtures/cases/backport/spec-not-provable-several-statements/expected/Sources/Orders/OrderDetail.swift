import SwiftUI

struct OrderDetail: View {
    let order: Order

    var body: some View {
        Form {
            Text(order.summary)
            Text(order.status.title)
        }
        .navigationTitle(order.number)
        .backport.navigationBarTint(order.status.color)
    }
}
