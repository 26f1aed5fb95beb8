import SwiftUI

struct Upload: View {
    var body: some View {
        VStack {
            Backport.ProgressView(value: progress)
            Text(name).backport.textSelection(true)
        }
    }
}
