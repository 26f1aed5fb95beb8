import SwiftUI

struct ProfileView: View {
    let profile: Profile

    var body: some View {
        ScrollView {
            ProfileHeader(name: profile.name, followers: profile.followers)
            Text(profile.bio)
                .fontWeight(nil)
        }
        .backport
        .contentMargins(20)
    }
}
