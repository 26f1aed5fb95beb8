import SwiftUI

struct ContentView: View {
    @State private var entries: [Entry] = []

    var body: some View {
        EntryList(entries: entries)
            .contentMargins(.horizontal, 20, for: .scrollContent)
    }
}
