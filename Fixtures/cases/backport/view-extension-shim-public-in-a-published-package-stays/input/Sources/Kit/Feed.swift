import SwiftUI

public struct Feed: View {
    public var body: some View {
        List {
            Text("Feed")
        }
        .scrollDisabledIfAvailable(false)
        .hiddenScrollBackground()
    }
}
