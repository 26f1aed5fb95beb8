import SwiftUI

public struct Row: View {
    public var body: some View {
        Text("Inbox")
            .backport.badge(3)
            .backport.listRowSeparator(.hidden)
    }
}
