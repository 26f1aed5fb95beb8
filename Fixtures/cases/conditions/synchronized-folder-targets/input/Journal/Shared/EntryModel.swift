import SwiftUI

struct Entry: Identifiable {
    let id: UUID
    var text: String
}

@available(iOS 16, *)
struct EntryGauge: View {
    let count: Int

    var body: some View {
        Gauge(value: Double(count), in: 0...10) { Text("Entries") }
    }
}

func entryTitle(_ entry: Entry) -> Text {
    if #available(iOS 17, *) {
        return Text(entry.text).typesetLanguage(.init(identifier: "en"))
    } else {
        return Text(entry.text)
    }
}
