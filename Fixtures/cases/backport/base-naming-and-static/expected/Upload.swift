import SwiftUI

struct Upload: View {
    var body: some View {
        VStack {
            ProgressView(value: progress)
            Text(name).textSelection(true)
        }
    }
}
