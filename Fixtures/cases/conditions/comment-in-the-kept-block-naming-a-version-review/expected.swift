import UIKit

final class Cell: UICollectionViewCell {
    func fix(_ attributes: UICollectionViewLayoutAttributes) {
        // Issue is fixed in iOS 14+.
        print(attributes.size)
    }

    func move() {
        // earlier versions would stutter
        layoutIfNeeded()
    }

    func draw() {
        // Draws the new way.
        setNeedsDisplay()
    }
}
