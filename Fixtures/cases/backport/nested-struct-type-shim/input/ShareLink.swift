import SwiftUI

extension Backport<Any> {
    /// A share button; presents a controller itself before iOS 16.
    struct ShareLink: View {
        let item: URL

        var body: some View {
            if #available(iOS 16, *) {
                SwiftUI.ShareLink(item: item)
            } else {
                Button("Share") { share(item) }
            }
        }
    }
}
