import SwiftUI

extension View {
    @ViewBuilder func scrollDisabledWhereAvailable(_ disabled: Bool) -> some View {
        if #available(iOS 16, macOS 13, *) {
            scrollDisabled(disabled)
        } else {
            self
        }
    }
}

struct Inbox: View {
    var body: some View {
        List {
            Text("Inbox")
        }
        .scrollDisabledWhereAvailable(true)
    }
}
