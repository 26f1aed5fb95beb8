import SwiftUI

struct Row: View {
    var body: some View {
        Text("a").backport.badge(1)
    }
}

/// A `Backport` value kept in a name: `.badge` on it is the shim's, which must stay.
struct Badged: View {
    var body: some View {
        let backported = Text("b").backport
        backported.badge(2)
    }
}
