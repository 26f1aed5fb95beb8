import SwiftUI

extension View {
    @ViewBuilder func lockScrolling(_ disabled: Bool) -> some View {
        if #available(iOS 16, *) {
            scrollDisabled(disabled)
        } else {
            self
        }
    }

    @ViewBuilder func clearScrollBackground() -> some View {
        if #available(iOS 16, *) {
            scrollContentBackground(.hidden)
        } else {
            self
        }
    }
}

/// Another type with a method of the same name: a call by that name may reach it.
final class Pager {
    func lockScrolling(_ disabled: Bool) {}
}

struct Inbox: View {
    let pager = Pager()

    var body: some View {
        let hide = Text.clearScrollBackground
        return List {
            hide(Text("Inbox"))()
        }
        .lockScrolling(true)
        .onAppear { pager.lockScrolling(false) }
    }
}
