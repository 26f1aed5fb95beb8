import SwiftUI

struct PinnedGrid: View {
    var body: some View {
        Grid { GridRow { Text("Pinned") } }
    }
}

struct PhoneList: View {
    let notes: [String]
    let reload: () async -> Void

    var body: some View {
        List(notes, id: \.self) { Text($0) }
            .refreshable { await reload() }
    }
}
