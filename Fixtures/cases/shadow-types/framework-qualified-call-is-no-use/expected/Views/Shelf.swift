import SwiftUI

struct Shelf: View {
    var body: some View {
        VStack {
            LazyHStack(spacing: 4) { Text("a") }
            SwiftUI.LazyHStack(alignment: .top, spacing: 8, pinnedViews: [.sectionHeaders]) { Text("b") }
        }
    }
}
