import SwiftUI

/// Pull to refresh before `refreshable`.
@available(iOS, obsoleted: 15)
struct LegacyRefreshControl: View {
    let action: () -> Void

    var body: some View {
        Button("Refresh", action: action)
    }
}
