import SwiftUI

extension View {
    @available(iOS, obsoleted: 16.0)
    func legacyLayout<Mode: Hashable>(_ mode: Mode) -> some View {
        id(mode)
    }
}
