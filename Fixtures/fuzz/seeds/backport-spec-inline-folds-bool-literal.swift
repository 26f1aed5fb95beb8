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
    /// Shows or hides the grouped background of a `List` or `Form`.
    @ViewBuilder func contentBackground(_ visible: Bool) -> some View {
        if #available(iOS 16, *) {
            content.scrollContentBackground(visible ? .visible : .hidden)
        } else {
            content
        }
    }

    /// How a drag dismisses the keyboard; it stays up on older systems.
    @ViewBuilder func dismissesKeyboard(interactively: Bool = true) -> some View {
        if #available(iOS 16, *) {
            content.scrollDismissesKeyboard(interactively ? .interactively : .immediately)
        } else {
            content
        }
    }
}
import SwiftUI

struct AccountView: View {
    let isEditing: Bool
    @Binding var email: String

    var body: some View {
        Form {
            TextField("Email", text: $email)
        }
        .backport.contentBackground(true)
        .backport.dismissesKeyboard(interactively: isEditing)
    }
}
import SwiftUI

struct SettingsView: View {
    @AppStorage("plainBackground") private var plainBackground = false
    @State private var nickname = ""

    var body: some View {
        Form {
            TextField("Nickname", text: $nickname)
            Toggle("Plain background", isOn: $plainBackground)
        }
        .backport.contentBackground(!plainBackground)
        .backport.dismissesKeyboard()
    }
}

struct AboutView: View {
    var body: some View {
        List {
            Text("Version 3.2")
        }
        .background(Color.gray)
        .backport.contentBackground(false)
        .backport.dismissesKeyboard(interactively: false)
    }
}
