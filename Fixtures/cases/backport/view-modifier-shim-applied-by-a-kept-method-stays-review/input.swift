import SwiftUI

extension View {
    func dismissesKeyboardOnScroll() -> some View {
        self.modifier(KeyboardDismissingModifier())
    }
}

struct KeyboardDismissingModifier: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 16, *) {
            content.scrollDismissesKeyboard(.interactively)
        } else {
            content
        }
    }
}

/// Another type with a method of the same name: a call by that name may reach it.
final class Keyboard {
    func dismissesKeyboardOnScroll() {}
}

struct Chat: View {
    let keyboard = Keyboard()

    var body: some View {
        ScrollView {
            Text("Hello")
        }
        .dismissesKeyboardOnScroll()
        .onAppear { keyboard.dismissesKeyboardOnScroll() }
    }
}
