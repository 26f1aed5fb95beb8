import SwiftUI

public struct Row: View {
    public var body: some View {
        Text("Inbox")
            .badge(3)
            .listRowSeparator(.hidden)
    }
}
