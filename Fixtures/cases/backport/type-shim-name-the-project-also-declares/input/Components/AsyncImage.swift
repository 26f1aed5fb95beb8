import SwiftUI

/// The app's own image view, which a bare `AsyncImage(url:)` would reach.
struct AsyncImage: View {
    let url: URL?

    var body: some View {
        RemoteImage(url: url)
    }
}
