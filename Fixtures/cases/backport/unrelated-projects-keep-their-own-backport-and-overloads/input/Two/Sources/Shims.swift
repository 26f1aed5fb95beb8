import SwiftUI
extension Backport where Content: View {
    @ViewBuilder func badge(_ count: Int, tint: Color) -> some View {
        if #available(iOS 15, *) { content.badge(count).tint(tint) } else { content }
    }
}
struct W: View { var body: some View { Text("a").backport.badge(1, tint: .red) } }
