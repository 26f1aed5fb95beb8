import SwiftUI

struct ChannelList: View {
    let channels: [Channel]

    var body: some View {
        List(channels) { channel in
            Text("# \(channel.name)").backport.rowBadge(channel.mentions)
        }
    }
}
