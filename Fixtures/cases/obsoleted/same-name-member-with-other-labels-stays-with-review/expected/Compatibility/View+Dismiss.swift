import SwiftUI

extension View {
    @available(iOS, obsoleted: 16.0)
    @ViewBuilder func scrollDismissesKeyboard(interactively: Bool) -> some View {
        self.scrollDismissesKeyboard(interactively ? .interactively : .immediately)
    }
}
