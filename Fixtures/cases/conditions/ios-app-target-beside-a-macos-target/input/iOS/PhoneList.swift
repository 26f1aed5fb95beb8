import SwiftUI

@available(iOS 16, *)
struct PinnedGrid: View {
    var body: some View {
        Grid { GridRow { Text("Pinned") } }
    }
}

struct PhoneList: View {
    let notes: [String]
    let reload: () async -> Void

    var body: some View {
        if #available(iOS 15, macOS 12, *) {
            List(notes, id: \.self) { Text($0) }
                .refreshable { await reload() }
        } else {
            List(notes, id: \.self) { Text($0) }
        }
    }
}
