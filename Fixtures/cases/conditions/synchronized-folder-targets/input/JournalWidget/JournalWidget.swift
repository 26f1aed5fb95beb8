import SwiftUI
import WidgetKit

struct JournalEntryView: View {
    let entry: Entry

    var body: some View {
        if #available(iOS 17, *) {
            entryTitle(entry).containerBackground(.fill.tertiary, for: .widget)
        } else {
            entryTitle(entry).padding()
        }
    }
}
