import SwiftUI

struct Backport<Content> {
    let content: Content
}

extension View {
    var backport: Backport<Self> { Backport(content: self) }
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

struct Row: View {
    var body: some View {
        VStack {
            Backport(content: Text("a")).badge(1)
            Text("b")
                .backport // shims until iOS 15
                .badge(2)
        }
    }
}

extension Row {
    var decorated: some View {
        backport.badge(3)
    }
}
