import SwiftUI
import SwiftUIBackports

extension Backport where Wrapped: View {
    @ViewBuilder
    func navigationTransitionAutomatic() -> some View {
        if #available(iOS 18, *) {
            wrapped.navigationTransition(.automatic)
        } else {
            wrapped
        }
    }
}
