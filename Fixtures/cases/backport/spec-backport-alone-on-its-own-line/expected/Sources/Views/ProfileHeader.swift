import SwiftUI

struct ProfileHeader: View {
    let name: String
    let followers: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(name)
                .font(.title)
                .fontWeight(.semibold)
            Text("\(followers) followers")
                .font(.subheadline)
                .fontWeight(.light)
                .foregroundColor(.secondary)
        }
    }
}
