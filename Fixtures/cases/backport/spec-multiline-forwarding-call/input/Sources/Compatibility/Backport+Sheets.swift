import SwiftUI

extension Backport where Content: View {
    /// Keeps a sheet from being swiped away; sheets can always be dismissed on older systems.
    @ViewBuilder func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        if #available(iOS 15, *) {
            content
                .interactiveDismissDisabled(
                    isDisabled
                )
        } else {
            content
        }
    }

    /// Shows the grabber on top of a sheet.
    @ViewBuilder func presentationDragIndicator(_ visibility: Visibility) -> some View {
        if #available(iOS 16, *) {
            content.presentationDragIndicator(
                visibility
            )
        } else {
            content
        }
    }
}
