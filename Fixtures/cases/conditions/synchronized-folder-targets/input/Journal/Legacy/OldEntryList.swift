import SwiftUI

@available(iOS 16, *)
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
