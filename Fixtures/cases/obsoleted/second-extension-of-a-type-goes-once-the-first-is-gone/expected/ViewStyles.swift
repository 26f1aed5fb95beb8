import SwiftUI

struct Inbox: View {
    var body: some View { Text("Inbox") }
}
