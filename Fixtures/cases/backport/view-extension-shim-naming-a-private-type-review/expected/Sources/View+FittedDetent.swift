import SwiftUI

extension View {
    /// Sizes a sheet to its content where the system can.
    @ViewBuilder
    func fittedDetent() -> some View {
        if #available(iOS 16, *) {
            modifier(FittedDetentModifier())
        } else {
            self
        }
    }
}

private struct FittedDetentModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.presentationDetents([.medium])
    }
}
