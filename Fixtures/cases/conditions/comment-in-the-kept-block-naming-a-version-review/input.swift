import UIKit

final class Cell: UICollectionViewCell {
    func fix(_ attributes: UICollectionViewLayoutAttributes) {
        if #available(iOS 14, *) {
            // Issue is fixed in iOS 14+.
        } else {
            // UIKit bug: contentView's auto-resizing constraints have stale constants, so we
            // correct them by updating contentView.bounds.
            contentView.bounds.size = attributes.size
        }
        print(attributes.size)
    }

    func move() {
        if #available(iOS 15, *) { // earlier versions would stutter
            layoutIfNeeded()
        } else {
            setNeedsLayout()
        }
    }

    func draw() {
        if #available(iOS 15, *) {
            // Draws the new way.
            setNeedsDisplay()
        } else {
            layer.setNeedsDisplay()
        }
    }
}
