import SwiftUI

struct Feed: View {
    var body: some View {
        List(items) { Text($0.title) }
            .backport.refreshable {
                await reload()
            }
    }
}
