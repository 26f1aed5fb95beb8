import SwiftUI

public struct Feed: View {
    public var body: some View {
        List {
            Text("Feed")
        }
        .scrollDisabled(false)
        .scrollContentBackground(.hidden)
    }
}
