import SwiftUI

struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    /// Rounds the corners of a sheet; the system radius on older systems.
    @ViewBuilder func presentationCornerRadius(_ radius: CGFloat?) -> some View {
        if #available(iOS 16.4, *) {
            content.presentationCornerRadius(radius)
        } else {
            content
        }
    }

    /// Lets the view behind a sheet stay interactive; older systems dim it.
    @available(iOS 16, *)
    @ViewBuilder func presentationBackgroundInteraction(upThrough detent: PresentationDetent) -> some View {
        if #available(iOS 16.4, *) {
            content.presentationBackgroundInteraction(.enabled(upThrough: detent))
        } else {
            content
        }
    }

    /// The sheet's material; the default background on older systems.
    @ViewBuilder func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        if #available(iOS 16.5, *) {
            content.presentationBackground(style)
        } else {
            content
        }
    }
}
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
