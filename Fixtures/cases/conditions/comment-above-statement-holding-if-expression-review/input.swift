import SwiftUI

func initialSize() -> CGSize {
    // On iOS 15 and below, a zero size breaks the first layout; iOS 16 takes it.
    let size: CGSize =
        if #available(iOS 16, *) {
            .zero
        } else {
            CGSize(width: 375, height: 150)
        }
    return size
}

func spacing(compact: Bool) -> CGFloat {
    // Tighter rows since iOS 16.
    return
        if #available(iOS 16, *) {
            compact ? 4 : 8
        } else {
            12
        }
}
