import UIKit

/// A search field over a text view, before `UIFindInteraction`.
@available(iOS, obsoleted: 16, message: "Use UIFindInteraction")
final class FindBar: UIView {
    var query = ""
}
