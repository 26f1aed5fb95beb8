import SwiftUI

extension View {
    @available(iOS, obsoleted: 16.0)
    @ViewBuilder func scrollDismissesKeyboard(interactively: Bool) -> some View {
        if #available(iOS 16.0, *) {
            self.scrollDismissesKeyboard(interactively ? .interactively : .immediately)
        } else {
            self
        }
    }
}
