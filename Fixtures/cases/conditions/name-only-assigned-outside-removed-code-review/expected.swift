import UIKit

func monospacedDigits(_ size: CGFloat) -> UIFont {
    let settings: [UIFontDescriptor.FeatureKey: Int]

    settings = [:]

    return .monospacedDigitSystemFont(ofSize: size, weight: .regular)
}

func inset(_ base: CGFloat) -> CGFloat {
    var padding: CGFloat
    padding = 2
    return base
}
