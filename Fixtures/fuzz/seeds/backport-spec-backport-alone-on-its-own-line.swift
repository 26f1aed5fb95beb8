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
    @ViewBuilder func fontWeight(_ weight: Font.Weight?) -> some View {
        if #available(iOS 16, *) {
            content.fontWeight(weight)
        } else {
            content
        }
    }

    @ViewBuilder func contentMargins(_ length: CGFloat) -> some View {
        if #available(iOS 17, *) {
            content.contentMargins(length)
        } else {
            content.padding(length)
        }
    }
}
import SwiftUI

struct ProfileHeader: View {
    let name: String
    let followers: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(name)
                .font(.title)
                .backport
                .fontWeight(.semibold)
            Text("\(followers) followers")
                .font(.subheadline)
                .backport.fontWeight(.light)
                .foregroundColor(.secondary)
        }
    }
}
import SwiftUI

struct ProfileView: View {
    let profile: Profile

    var body: some View {
        ScrollView {
            ProfileHeader(name: profile.name, followers: profile.followers)
            Text(profile.bio)
                .backport
                .fontWeight(nil)
        }
        .backport
        .contentMargins(20)
    }
}
