import SwiftUI

extension Backport where Wrapped == Any {
    @ViewBuilder static func AsyncImage(url: URL?) -> some View {
        if #available(iOS 15, *) {
            SwiftUI.AsyncImage(url: url)
        } else {
            PlaceholderImage()
        }
    }
}
