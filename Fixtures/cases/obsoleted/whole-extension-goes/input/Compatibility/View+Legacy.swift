import SwiftUI

struct Badge: View {
    var body: some View { Text("1") }
}

struct Header: View {
    var body: some View { HStack { Text("Inbox"); Badge() } }
}

// swiftlint:disable:next file_types_order
@available(iOS, obsoleted: 16)
extension View {
    func legacyBadge() -> some View {
        overlay(Badge())
    }

    func legacyHidden() -> some View {
        opacity(0)
    }
}
