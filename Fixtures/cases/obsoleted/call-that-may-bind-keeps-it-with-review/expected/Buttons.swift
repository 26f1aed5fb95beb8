import SwiftUI

struct Buttons: View {
    var shortcut: KeyboardShortcut?

    var body: some View {
        HStack {
            Button("OK") {}.keyboardShortcut(shortcut)
            Button("Paste") {}.keyboardShortcut(KeyEquivalent("v"), modifiers: .command)
        }
    }
}
