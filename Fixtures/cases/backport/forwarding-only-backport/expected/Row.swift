import SwiftUI

struct Row: View {
    var body: some View {
        if #available(iOS 15, *) {
            Text("new")
        }
        Text("a").badge(1)
    }
}
