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
                .badge(profile.notifications)
        }
    }
}
