import SwiftUI

struct FilterSheet: View {
    @Binding var filter: Filter

    var body: some View {
        FilterForm(filter: $filter)
            .presentationDetents([.medium, .large])
            .presentationCornerRadius(24)
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            .backport.presentationBackground(.thinMaterial)
    }
}
