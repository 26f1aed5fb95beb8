import SwiftUI

struct CounterLabel: View {
    let title: String
    let count: Int
    let isUnread: Bool

    var body: some View {
        HStack {
            Text(title).backport.bold(isUnread)
            Spacer()
            Text("\(count)").backport.monospacedDigit().counterStyle()
        }
    }
}
