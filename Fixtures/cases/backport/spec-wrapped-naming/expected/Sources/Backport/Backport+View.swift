import SwiftUI

extension Backport where Wrapped: View {
    @ViewBuilder func scrollTargetBehaviorPaging() -> some View {
        if #available(iOS 17, *) {
            wrapped.scrollTargetBehavior(.paging)
        } else {
            wrapped
        }
    }
}
