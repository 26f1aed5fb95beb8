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
