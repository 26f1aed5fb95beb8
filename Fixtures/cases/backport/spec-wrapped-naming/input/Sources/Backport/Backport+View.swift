import SwiftUI

extension Backport where Wrapped: View {
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            wrapped.badge(count)
        } else {
            wrapped
        }
    }

    @ViewBuilder func scrollTargetBehaviorPaging() -> some View {
        if #available(iOS 17, *) {
            wrapped.scrollTargetBehavior(.paging)
        } else {
            wrapped
        }
    }
}
