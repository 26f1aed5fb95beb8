import SwiftUI

extension View {
    @available(iOS, obsoleted: 16.0)
    func legacyInset() -> some View { padding(.horizontal) }

    // Declares the `styled…` helpers.
    #styleHelpers(prefix: "styled")
}

extension View {
    @available(iOS, obsoleted: 16.0)
    func legacyDivider() -> some View { overlay(Divider()) };
}

struct Settings: View {
    var body: some View { Text("Settings") }
}
