import SwiftUI

/// Only the kept shim's fallback uses it.
@available(iOS, obsoleted: 15)
struct LegacySpacing: ViewModifier {
    let spacing: CGFloat

    func body(content: Content) -> some View {
        content.padding(.vertical, spacing)
    }
}
