import Foundation

struct Draft {
    var text: String
}
