import SwiftUI

struct Buttons: View {
    var body: some View {
        HStack {
            // Labels the one-parameter function does not have: SwiftUI's keyboardShortcut(_:modifiers:).
            Button("Paste") {}.keyboardShortcut(KeyEquivalent("v"), modifiers: .command)
            Button("Copy") {}.keyboardShortcut("c", modifiers: [.command], localization: .automatic)
        }
    }
}
