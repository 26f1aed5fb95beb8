import SwiftUI

// Swift accepts white space between `#available` and its parenthesis (iina writes
// `if #unavailable (macOS 11.0)`), and between `@available` and its parenthesis in the
// Swift 5 language mode.

struct Badge: View {
    var body: some View { Text("new") }
}

func configure(_ view: UIView) {
    view.maximumContentSizeCategory = .large
    if #available (iOS 17, *) {
        view.isHidden = false
    }
}
