import UIKit

final class PlayerController: UIViewController {
    @available(iOS, obsoleted: 16)
    @objc func legacyPictureInPicture() {
        view.setNeedsLayout()
    }
}
