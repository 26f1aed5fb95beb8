import SwiftUI

extension Text {
    /// The grey caption style of the counters.
    func counterStyle() -> Text {
        font(.caption).foregroundColor(.secondary)
    }
}
