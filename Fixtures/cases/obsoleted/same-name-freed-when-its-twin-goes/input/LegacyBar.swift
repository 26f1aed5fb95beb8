import SwiftUI

/// Replaced by the system search bar.
@available(iOS, obsoleted: 15)
struct LegacyBar {
    func refresh() {}
}
