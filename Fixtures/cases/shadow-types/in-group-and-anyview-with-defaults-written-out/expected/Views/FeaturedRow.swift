import SwiftUI

struct FeaturedRow: View {
    let names: [String]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(alignment: .center, spacing: 12) {
                ForEach(names, id: \.self) { Text($0) }
            }
        }
    }
}
