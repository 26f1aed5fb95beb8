import SwiftUI

extension View {
    /// SwiftUI has `keyboardShortcut(_: KeyboardShortcut?)` from iOS 15.4.
    @available(iOS, obsoleted: 15.4)
    @ViewBuilder
    func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        if let shortcut {
            self.keyboardShortcut(shortcut)
        } else {
            self
        }
    }
}
