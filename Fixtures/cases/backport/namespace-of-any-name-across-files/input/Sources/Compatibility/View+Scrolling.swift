import SwiftUI

extension Compat where Base: View {
    @ViewBuilder
    func scrollContentBackground(_ visibility: Visibility) -> some View {
        if #available(iOS 16, *) {
            base.scrollContentBackground(visibility)
        } else {
            base
        }
    }

    @ViewBuilder
    func dismissesKeyboardInteractively() -> some View {
        if #available(iOS 16, *) {
            base.scrollDismissesKeyboard(.interactively)
        } else {
            base
        }
    }
}
