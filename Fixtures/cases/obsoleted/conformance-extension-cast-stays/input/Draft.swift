import Foundation

struct Draft {
    var text: String
}

@available(iOS, obsoleted: 16)
extension Draft: CustomPlaygroundDisplayConvertible {
    var playgroundDescription: Any { text }
}
