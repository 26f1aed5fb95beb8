import SwiftUI

func initialSize() -> CGSize {
    // On iOS 15 and below, a zero size breaks the first layout; iOS 16 takes it.
    let size: CGSize =
        .zero
    return size
}

func spacing(compact: Bool) -> CGFloat {
    // Tighter rows since iOS 16.
    return
        compact ? 4 : 8
}
