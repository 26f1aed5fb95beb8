import SwiftUI

extension View {
    @ViewBuilder func scrollDisabledOnPhones(_ disabled: Bool) -> some View {
        if #available(iOS 16, *) {
            #if os(iOS)
            scrollDisabled(disabled)
            #else
            self
            #endif
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
        .scrollDisabledOnPhones(true)
    }
}
