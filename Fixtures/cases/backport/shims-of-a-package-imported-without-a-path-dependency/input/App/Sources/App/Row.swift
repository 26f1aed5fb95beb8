import Kit
import SwiftUI

struct Row: View {
    var body: some View {
        Text("a").backport.badge(1)
    }
}
