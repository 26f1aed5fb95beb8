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
