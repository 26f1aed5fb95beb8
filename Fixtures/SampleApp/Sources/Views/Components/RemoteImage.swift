import SwiftUI
import UIKit

/// Loads an image from a URL for systems without `AsyncImage`.
struct RemoteImage: View {
    let url: URL?
    @State private var image: UIImage?

    var body: some View {
        Group {
            if let image = image {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFill()
            } else {
                Color.secondary.opacity(0.2)
            }
        }
        .onAppear(perform: load)
    }

    private func load() {
        guard image == nil, let url = url else { return }
        URLSession.shared.dataTask(with: url) { data, _, _ in
            guard let data = data, let loaded = UIImage(data: data) else { return }
            DispatchQueue.main.async { image = loaded }
        }.resume()
    }
}
