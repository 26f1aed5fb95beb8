import SwiftUI

struct ContentView: View {
    @State private var entries: [Entry] = []

    var body: some View {
        if #available(iOS 17, *) {
            EntryList(entries: entries)
                .contentMargins(.horizontal, 20, for: .scrollContent)
        } else {
            EntryList(entries: entries)
                .padding(.horizontal, 20)
        }
    }
}
