/// Makes SwiftUI visible to every file of the app.
@_exported import SwiftUI

extension View {
    @available(iOS, obsoleted: 16.0)
    func legacyPadding() -> some View {
        padding(8)
    }
}
