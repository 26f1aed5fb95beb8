import SwiftUI

extension Backport where Content == Any {
    /// Loads a remote image; `RemoteImage` before iOS 15.
    @ViewBuilder static func AsyncImage(url: URL?) -> some View {
        if #available(iOS 15, *) {
            SwiftUI.AsyncImage(url: url)
        } else {
            RemoteImage(url: url)
        }
    }
}
