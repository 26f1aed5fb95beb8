import Foundation

protocol Previewable {
    var preview: String { get }
}

struct Draft {
    var text: String
}

@available(iOS, obsoleted: 16)
extension Draft: Previewable {
    var preview: String { text }
}
