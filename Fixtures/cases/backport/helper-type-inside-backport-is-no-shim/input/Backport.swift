import SwiftUI

public struct Backport<Wrapped> {
    let wrapped: Wrapped
    public init(_ wrapped: Wrapped) { self.wrapped = wrapped }
}

@available(iOS, deprecated: 15.0)
public extension Backport where Wrapped == Any {
    @ViewBuilder
    static func AsyncImage(url: URL?) -> some View {
        _AsyncImage(url: url)
    }

    // An iOS 13+ backport implementation
    private struct _AsyncImage: View {
        @State private var image: Image? = nil
        var url: URL?

        var body: some View {
            ZStack { image }
        }
    }
}
