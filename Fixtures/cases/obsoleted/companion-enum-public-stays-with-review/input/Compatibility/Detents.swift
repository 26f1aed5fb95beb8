import SwiftUI

/// The detents this app offers before iOS 16.
public enum MyPresentationDetent: Hashable {
    case medium
    case large
}

extension View {
    @available(iOS, obsoleted: 16.0, message: "Use presentationDetents")
    func presentationDetents(_ detents: Set<MyPresentationDetent>) -> some View {
        self
    }
}
