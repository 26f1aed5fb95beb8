import SwiftUI

// Swift accepts white space between `#available` and its parenthesis (iina writes
// `if #unavailable (macOS 11.0)`), and between `@available` and its parenthesis in the
// Swift 5 language mode.

@available (iOS 14, *)
struct Badge: View {
    var body: some View { Text("new") }
}

func configure(_ view: UIView) {
    if #available (iOS 15, *) {
        view.maximumContentSizeCategory = .large
    } else {
        view.clipsToBounds = true
    }
    if #unavailable /* legacy */ (iOS 16) {
        view.alpha = 0.5
    }
    if #available (iOS 17, *) {
        view.isHidden = false
    }
}
