import SwiftUI

struct Detail: View {
    var body: some View {
        Backport.AsyncImage(url: imageURL)
    }
}
