import SwiftUI

struct Card: View {
    var body: some View {
        Text("Card").foregroundColor(Theme.legacyAccent)
    }
}
