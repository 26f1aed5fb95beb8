import SwiftUI

struct CounterLabel: View {
    let title: String
    let isUnread: Bool

    var body: some View {
        VStack {
            Text(title).backport.bold(isUnread)
            Text(title).backport.underline(isUnread)
            Text(title).backport.italic(isUnread)
        }
    }
}
