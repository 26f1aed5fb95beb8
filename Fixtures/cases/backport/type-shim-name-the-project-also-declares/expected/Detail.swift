import SwiftUI

struct Detail: View {
    var body: some View {
        SwiftUI.AsyncImage(url: imageURL)
    }
}
