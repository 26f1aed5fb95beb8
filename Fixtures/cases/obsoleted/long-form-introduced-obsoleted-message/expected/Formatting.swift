import Foundation

enum Formatting {
    static func title(_ name: String) -> String {
        name.capitalized
    }
}
