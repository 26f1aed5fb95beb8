import SwiftUI

/// Sizes shared by the app's views; not a compatibility namespace.
enum Backport {
    static let rowHeight: CGFloat = 44
}

extension Backport {
    static func inset(_ value: CGFloat) -> CGFloat {
        value + 8
    }
}
