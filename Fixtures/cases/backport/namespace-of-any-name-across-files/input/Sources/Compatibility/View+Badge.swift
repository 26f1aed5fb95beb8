import SwiftUI

extension Compat where Base: View {
    /// Shows a badge where the system can.
    @ViewBuilder
    func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            base.badge(count)
        } else {
            base
        }
    }
}
