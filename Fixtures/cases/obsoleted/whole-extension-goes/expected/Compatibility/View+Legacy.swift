import SwiftUI

struct Badge: View {
    var body: some View { Text("1") }
}

struct Header: View {
    var body: some View { HStack { Text("Inbox"); Badge() } }
}
