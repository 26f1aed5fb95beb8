import SwiftUI

@available(iOS 14, *)
struct V: View {
    @available(iOS, introduced: 15, deprecated: 17)
    var body: some View {
        VStack {
            #if os(iOS)
            if #available(iOS 16, *) {
                Text("a").backport.badge(3)
            } else if #unavailable(iOS 15) {
                Text("b")
            }
            #elseif os(macOS)
            Text("mac")
            #else
            EmptyView()
            #endif
        }
        .padding()
        .frame(maxWidth: .infinity)
        .onAppear { if #available(iOS 15, *) { go() } }
    }
}

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
