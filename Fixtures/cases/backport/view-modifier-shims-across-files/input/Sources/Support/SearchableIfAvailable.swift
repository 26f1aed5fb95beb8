import SwiftUI

/// `searchable(text:prompt:)` where the system has it; nothing on older systems.
struct SearchableIfAvailable: ViewModifier {
    @Binding var text: String
    let prompt: Text

    func body(content: Content) -> some View {
        if #available(iOS 15.0, *) {
            content
                .searchable(text: $text, prompt: prompt)
        } else {
            content
        }
    }
}
