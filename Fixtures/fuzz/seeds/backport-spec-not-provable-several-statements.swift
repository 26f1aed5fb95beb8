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
    /// Tints the navigation bar a little lighter than `color`; older systems keep the default bar.
    @ViewBuilder func navigationBarTint(_ color: Color) -> some View {
        if #available(iOS 16, *) {
            let background = color.opacity(0.85)
            content.toolbarBackground(background, for: .navigationBar)
        } else {
            content
        }
    }
}
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
