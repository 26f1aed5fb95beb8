import SwiftUI

struct Detail: View {
    var body: some View {
        AsyncImage(url: imageURL)
            .frame(height: 200)
    }
}
