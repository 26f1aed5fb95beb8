import SwiftUI

struct FeaturedRow: View {
    let names: [String]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(names, id: \.self) { Text($0) }
            }
        }
    }
}
