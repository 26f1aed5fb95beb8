import SwiftUI

struct CounterLabel: View {
    let title: String
    let count: Int
    let isUnread: Bool

    var body: some View {
        HStack {
            Text(title).bold(isUnread)
            Spacer()
            Text("\(count)").monospacedDigit().counterStyle()
        }
    }
}
