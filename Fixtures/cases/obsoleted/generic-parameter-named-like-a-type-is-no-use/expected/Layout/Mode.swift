import SwiftUI

/// The layout modes other modules (the widget extension) pick from.
public struct Mode: Hashable {
    public static let compact = Mode(columns: 1)
    public static let regular = Mode(columns: 2)

    public var columns: Int
}
