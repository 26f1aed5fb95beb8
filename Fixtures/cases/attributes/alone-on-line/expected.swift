import SwiftUI

struct RefreshableList: View {
    var body: some View {
        Text("Hello")
    }
}
