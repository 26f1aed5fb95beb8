import SwiftUI

@available(iOS 15, *)
struct RefreshableList: View {
    var body: some View {
        Text("Hello")
    }
}
