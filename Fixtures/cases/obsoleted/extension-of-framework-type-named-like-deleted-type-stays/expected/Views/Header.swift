import SwiftUI

struct Header: View {
    var body: some View {
        Text("Inbox").fontWeight(.title)
    }
}
