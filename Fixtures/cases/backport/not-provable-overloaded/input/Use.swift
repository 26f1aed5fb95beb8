import SwiftUI

struct Use: View {
    var body: some View {
        VStack {
            Text("a").backport.badge(1)
            Text("b").backport.badge("new")
        }
    }
}
