import SwiftUI

struct Backport<Content> {
    let content: Content
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
}

extension Backport where Content: View {
    /// Nothing to do on newer systems.
    func prepare() {
        return
    }
}

struct Screen: View {
    var body: some View {
        Text("a").onAppear { backport.prepare() }
    }
}
