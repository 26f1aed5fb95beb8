import SwiftUI

struct Detail: View {
    var body: some View {
        Backport<Any>.ShareLink(item: url)
    }
}
