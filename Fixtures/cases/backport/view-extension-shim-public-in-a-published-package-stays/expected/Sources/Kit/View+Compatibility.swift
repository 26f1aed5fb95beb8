import SwiftUI

public extension View {
    @ViewBuilder func scrollDisabledIfAvailable(_ disabled: Bool) -> some View {
        scrollDisabled(disabled)
    }
}
