import SwiftUI

func formattedBadge(_ count: Int) -> String {
    count > 99 ? "99+" : String(count)
}

extension View {
    @available(iOS, obsoleted: 16.0)
    func legacyBadge(_ count: Int) -> some View {
        overlay(Text(formattedBadge(count)))
    }
}
