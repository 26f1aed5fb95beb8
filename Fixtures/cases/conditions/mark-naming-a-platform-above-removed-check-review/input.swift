import UIKit

func setUp(_ view: UIView, delegate: UIContextMenuInteractionDelegate) {
    view.backgroundColor = .systemBackground

    // MARK: context menu only on iOS 15 and later
    if #available(iOS 15.0, *) {
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
    }

    // MARK: - Gestures
    if #available(iOS 14, *) {
        view.isUserInteractionEnabled = true
    }
}
