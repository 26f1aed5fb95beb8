import SwiftUI

/// Wraps `.scrollContentBackground(.hidden)` (iOS 16+) so the surrounding
/// container's background can show through; on iOS 15 it's a no-op.
private struct HiddenScrollBackground: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 16.0, *) {
            content.scrollContentBackground(.hidden)
        } else {
            content
        }
    }
}

struct Picker: View {
    var body: some View {
        List { Text("x") }
            .modifier(HiddenScrollBackground())
    }
}
