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
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }
}
import SwiftUI

/// The headline style of profile titles, for text wrapped the same way as the shims.
func profileTitle(_ title: Backport<Text>) -> some View {
    title.content
        .font(.headline)
        .lineLimit(1)
}

struct ProfileCard: View {
    let profile: Profile

    var body: some View {
        VStack {
            profileTitle(Text(profile.name).backport)
            Text(profile.bio)
                .backport.badge(profile.notifications)
        }
    }
}
