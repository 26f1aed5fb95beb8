import UIKit

final class EditorController: UIViewController {
    private let findBar: FindBar? = nil

    func show(_ bar: FindBar) {
        view.addSubview(bar)
    }
}
