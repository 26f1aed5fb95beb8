import SwiftUI
extension Backport where Content: View {
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) { content.badge(count) } else { content }
    }
}
struct V: View { var body: some View { Text("a").backport.badge(1) } }
