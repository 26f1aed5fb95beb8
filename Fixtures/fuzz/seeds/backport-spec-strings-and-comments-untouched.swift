import SwiftUI

struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }
}
import SwiftUI

/// Explains the badges; rows used to call `.backport.badge(_:)` from the compatibility layer.
struct HelpView: View {
    let unread: Int

    private let note = """
        Rows call .backport.badge(count) so that they still build
        for older systems, or Backport(row).badge(count).
        """

    var body: some View {
        VStack(alignment: .leading) {
            // Before: Text("Inbox").backport.badge(unread)
            Text("Inbox")
                .backport.badge(unread)
            Text("Use .backport.badge(n) in new rows.")
            Text(#"Backport.AsyncImage(url: url) and "\(x).backport.badge(1)""#)
            /* Backport(view).badge(1) */
            Text(note)
        }
    }
}
