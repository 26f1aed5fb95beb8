import UIKit

func setUp(_ view: UIView, delegate: UIContextMenuInteractionDelegate) {
    view.backgroundColor = .systemBackground

    // MARK: context menu only on iOS 15 and later
    view.addInteraction(UIContextMenuInteraction(delegate: delegate))

    // MARK: - Gestures
    view.isUserInteractionEnabled = true
}
