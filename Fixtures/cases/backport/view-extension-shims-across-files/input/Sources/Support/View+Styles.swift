import SwiftUI

extension View {
    /// A list that never scrolls.
    func lockedList() -> some View {
        scrollDisabledIfAvailable(true)
    }
}
