import SwiftUI

struct Detail: View {
    var body: some View {
        ShareLink(item: url)
    }
}
