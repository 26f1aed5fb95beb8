import SwiftUI

extension View {
    @ViewBuilder func disableScrolling(_ disabled: Bool) -> some View {
        if #available(iOS 16, *) {
            scrollDisabled(disabled)
        } else {
            self
        }
    }

    @ViewBuilder func disableScrolling(_ disabled: Bool?) -> some View {
        if #available(iOS 16, *) {
            scrollDisabled(disabled ?? false)
        } else {
            self
        }
    }
}

struct Inbox: View {
    let locked: Bool?

    var body: some View {
        List {
            Text("Inbox")
        }
        .disableScrolling(locked)
        .disableScrolling(true)
    }
}
