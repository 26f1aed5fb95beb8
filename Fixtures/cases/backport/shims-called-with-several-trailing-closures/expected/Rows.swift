import SwiftUI

struct Sized: View {
    @State private var size: CGSize = .zero
    @State private var width: CGFloat = 0

    var body: some View {
        VStack {
            Text("size")
                .onGeometryChange(for: CGSize.self) { proxy in
                    proxy.size
                } action: { newValue in
                    size = newValue
                }
            Text("width")
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }, action: { width = $0 })
            Text("load")
                .backport.task { await load() } onCancel: { cancel() }
        }
    }

    func load() async {}
    func cancel() {}
}
