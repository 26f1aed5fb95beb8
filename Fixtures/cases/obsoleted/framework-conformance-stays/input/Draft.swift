import Foundation

struct Draft {
    var text: String
}

// `String(describing:)` finds this conformance at run time, with no cast in sight.
@available(iOS, obsoleted: 16)
extension Draft: CustomStringConvertible {
    var description: String { text }
}
