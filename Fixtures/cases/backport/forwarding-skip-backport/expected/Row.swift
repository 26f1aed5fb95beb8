import SwiftUI

struct Row: View {
    var body: some View {
        Text("new")
        Text("a").backport.badge(1)
    }
}
