import SwiftUI

extension View {
    @available(iOS, obsoleted: 16.0)
    func legacyLayout() -> some View { padding() }
}

/// Badges for the old list style.
@available(iOS, obsoleted: 16)
extension View {
    func legacyBadge() -> some View { overlay(Text("1")) }
}

struct Inbox: View {
    var body: some View { Text("Inbox") }
}
