import SwiftUI

struct Row: View {
    var body: some View {
        Image(systemName: "bell")
            .badge(unread)
            .backport.symbolBounce(unread)
    }
}
