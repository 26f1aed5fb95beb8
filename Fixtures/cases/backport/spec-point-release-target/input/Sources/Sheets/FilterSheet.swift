import SwiftUI

struct FilterSheet: View {
    @Binding var filter: Filter

    var body: some View {
        FilterForm(filter: $filter)
            .presentationDetents([.medium, .large])
            .backport.presentationCornerRadius(24)
            .backport.presentationBackgroundInteraction(upThrough: .medium)
            .backport.presentationBackground(.thinMaterial)
    }
}
