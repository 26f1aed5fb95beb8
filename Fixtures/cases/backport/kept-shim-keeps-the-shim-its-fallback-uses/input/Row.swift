import SwiftUI

struct Row: View {
    var body: some View {
        VStack {
            Image(systemName: "bell").backport.badge(1)
            Image(systemName: "tray").backport.bouncingBadge(2)
        }
    }
}
