import SwiftUI

struct Row: View {
    var body: some View {
        VStack {
            Text("a").backport.listSpacing(4)
            Text("b").badge(2)
        }
    }
}
