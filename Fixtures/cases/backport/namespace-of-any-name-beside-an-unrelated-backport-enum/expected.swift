import SwiftUI

/// The app's metrics: no shims here, and nothing to do with `Backported`.
enum Backport {}

extension Backport {
    static var rowHeight: CGFloat { 44 }

    static func padded(_ value: CGFloat) -> CGFloat {
        value + 8
    }
}

struct Inbox: View {
    var body: some View {
        VStack {
            Text("Inbox").badge(3)
        }
        .scrollDismissesKeyboard(.interactively)
        .frame(height: Backport.padded(Backport.rowHeight))
    }
}
