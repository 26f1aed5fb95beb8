import SwiftUI

extension View {
    /// The backport wrapper, for code that predates `.backport`.
    @available(iOS, obsoleted: 16)
    func legacyBackport() -> Backport<Self> {
        backport
    }
}
