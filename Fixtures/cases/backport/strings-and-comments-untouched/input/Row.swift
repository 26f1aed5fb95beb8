import SwiftUI

struct Row: View {
    var body: some View {
        // Was: Text("a").backport.badge(1)
        Text("call .backport.badge(1) here")
            .backport.badge(1) /* .backport.badge(2) */
    }
}
