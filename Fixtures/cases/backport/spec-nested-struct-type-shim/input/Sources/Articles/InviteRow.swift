import SwiftUI

struct InviteRow: View {
    let link: URL

    var body: some View {
        HStack {
            Text("Invite a friend")
            Spacer()
            Backport<Any>.ShareLink(item: link, subject: Text("Join me"))
        }
    }
}
