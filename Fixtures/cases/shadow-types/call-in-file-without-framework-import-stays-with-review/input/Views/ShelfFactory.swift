import Foundation

enum Shelves {
    static func inbox() -> Any {
        LazyHStack(spacing: 2) { InboxRow() }
    }
}
