import SwiftUI

extension Backport where Content: View {
    /// Colours a bar's background; older systems keep the default material.
    @ViewBuilder func tintedBar(_ color: Color, for placement: ToolbarPlacement = .navigationBar) -> some View {
        if #available(iOS 16, *) {
            content.toolbarBackground(color, for: placement)
        } else {
            content
        }
    }

    /// Hides the tab bar while scrolling; it always shows on older systems.
    @ViewBuilder func tabBarMinimizesOnScroll() -> some View {
        if #available(iOS 18, *) {
            content.tabBarMinimizeBehavior(.onScrollDown)
        } else {
            content
        }
    }
}
