import CoreGraphics

func barHeight() -> CGFloat {
    let height: CGFloat = if #available(iOS 15, *) {
        44
    } else {
        40
    }
    return height
}
