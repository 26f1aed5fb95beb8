import UIKit

func monospacedDigits(_ size: CGFloat) -> UIFont {
    let settings: [UIFontDescriptor.FeatureKey: Int]

    if #available(iOS 15, *) {
        settings = [:]

        return .monospacedDigitSystemFont(ofSize: size, weight: .regular)
    } else {
        settings = [.featureIdentifier: 6]

        return UIFont(descriptor: UIFont.systemFont(ofSize: size).fontDescriptor.addingAttributes([.featureSettings: [settings]]), size: size)
    }
}

func inset(_ base: CGFloat) -> CGFloat {
    var padding: CGFloat
    padding = 2
    if #available(iOS 15, *) {
        return base
    } else {
        padding += 1
        return base + padding
    }
}
