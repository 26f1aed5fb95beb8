import SwiftUI

extension View {
    @available(iOS, obsoleted: 16)
    func legacyBadge() -> some View {
        overlay(Text("1"))
    }
}
