import CoreGraphics

func barHeight() -> CGFloat {
    let height: CGFloat = 44
    return height
}
