import SwiftUI

extension Backport where Content: View {
    /// Hides the tab bar while scrolling; it always shows on older systems.
    @ViewBuilder func tabBarMinimizesOnScroll() -> some View {
        if #available(iOS 18, *) {
            content.tabBarMinimizeBehavior(.onScrollDown)
        } else {
            content
        }
    }
}
