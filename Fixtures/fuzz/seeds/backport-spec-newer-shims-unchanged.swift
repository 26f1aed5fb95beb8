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

    /// Extra space around scroll content; plain padding on older systems.
    @ViewBuilder func contentMargins(_ length: CGFloat) -> some View {
        if #available(iOS 17, *) {
            content.contentMargins(length)
        } else {
            content.padding(length)
        }
    }
}

extension Backport where Content == Any {
    @ViewBuilder static func ContentUnavailableView(_ title: String, systemImage: String) -> some View {
        if #available(iOS 17, *) {
            SwiftUI.ContentUnavailableView(title, systemImage: systemImage)
        } else {
            Label(title, systemImage: systemImage)
        }
    }
}
import SwiftUI

struct WelcomeSheet: View {
    let pages: [OnboardingPage]

    var body: some View {
        if pages.isEmpty {
            Backport.ContentUnavailableView("Nothing New", systemImage: "sparkles")
        } else {
            ScrollView {
                ForEach(pages) { page in
                    OnboardingPageView(page: page)
                }
            }
            .backport.contentMargins(16)
            .backport.presentationCornerRadius(28)
        }
    }
}
