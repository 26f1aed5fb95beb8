import SwiftUI

struct Sized: View {
    @State private var size: CGSize = .zero
    @State private var width: CGFloat = 0

    var body: some View {
        VStack {
            Text("size")
                .backport.onGeometryChange(for: CGSize.self) { proxy in
                    proxy.size
                } action: { newValue in
                    size = newValue
                }
            Text("width")
                .backport.measured(CGFloat.self) { $0.size.width } perform: { width = $0 }
            Text("load")
                .backport.task { await load() } onCancel: { cancel() }
        }
    }

    func load() async {}
    func cancel() {}
}
