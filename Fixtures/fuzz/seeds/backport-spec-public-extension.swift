import SwiftUI

struct FeedView: View {
    @ObservedObject var model: FeedModel

    var body: some View {
        List {
            ForEach(model.items) { item in
                FeedRow(item: item)
                    .backport.listRowSeparator(.hidden)
                    .backport.badge(item.commentCount)
            }
        }
        .backport.scrollClipDisabled()
    }
}
import SwiftUI

public extension Backport where Content: View {
    @ViewBuilder func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        if #available(iOS 17, *) {
            content.scrollClipDisabled(disabled)
        } else {
            content
        }
    }
}
import SwiftUI

public struct Backport<Content> {
    public let content: Content

    public init(_ content: Content) {
        self.content = content
    }
}

public extension View {
    var backport: Backport<Self> { .init(self) }
}

public extension Backport where Content: View {
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            content.badge(count)
        } else {
            content
        }
    }

    @ViewBuilder func listRowSeparator(_ visibility: Visibility) -> some View {
        if #available(iOS 15, *) {
            content.listRowSeparator(visibility)
        } else {
            content
        }
    }
}
