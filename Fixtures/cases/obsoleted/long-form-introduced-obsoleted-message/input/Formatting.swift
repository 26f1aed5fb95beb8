import Foundation

enum Formatting {
    static func title(_ name: String) -> String {
        name.capitalized
    }

    /// Before iOS 16.4 the system formatter dropped the grouping separator.
    @available(iOS, introduced: 15.0, obsoleted: 16.4, message: "The system formatter is fixed in iOS 16.4")
    static func groupedCount(_ count: Int) -> String {
        String(count)
    }
}
