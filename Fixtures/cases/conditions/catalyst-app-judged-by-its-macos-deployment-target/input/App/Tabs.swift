import UIKit

final class RootTabBarController: UITabBarController {
    func commonInit() {
#if targetEnvironment(macCatalyst)
        if #available(macCatalyst 18.0, *) {
            mode = .tabSidebar
        }
#endif
    }
}

extension RootTabBarController {
    func configure() {
        if #available(iOS 16, *) {
            newStyle()
        } else {
            oldStyle()
        }
        if #available(iOS 15, *) {
            newStyle()
        }
    }

    func newStyle() {}
    func oldStyle() {}
}
