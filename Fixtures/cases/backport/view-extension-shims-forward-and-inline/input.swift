import SwiftUI

extension View {
    /// Turns scrolling off where the system can; older systems keep scrolling.
    @ViewBuilder func scrollDisabledIfAvailable(_ disabled: Bool) -> some View {
        if #available(iOS 16, *) {
            scrollDisabled(disabled)
        } else {
            self
        }
    }

    @ViewBuilder
    func hiddenScrollBackground() -> some View {
        if #available(iOS 16, *) {
            self.scrollContentBackground(.hidden)
        } else {
            self
        }
    }

    @ViewBuilder func dismissesKeyboardInteractively(_ enabled: Bool = true) -> some View {
        if #available(iOS 16.0, *) {
            self
                .scrollDismissesKeyboard(enabled ? .interactively : .never)
        } else {
            self
        }
    }
}

struct Inbox: View {
    let locked: Bool

    var body: some View {
        List {
            Text("Inbox")
        }
        .scrollDisabledIfAvailable(locked)
        .hiddenScrollBackground()
        .dismissesKeyboardInteractively()
    }
}

struct Drafts: View {
    var body: some View {
        ScrollView {
            Text("Drafts")
        }
        .dismissesKeyboardInteractively(false)
        .scrollDisabledIfAvailable(true)
    }
}
