import SwiftUI

struct OldEntryList: View {
    let entries: [Entry]

    var body: some View {
        if #available(iOS 17, *) {
            List(entries) { entryTitle($0) }.listSectionSpacing(.compact)
        } else {
            List(entries) { entryTitle($0) }
        }
    }
}
