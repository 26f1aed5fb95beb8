import SwiftUI

struct TodayRow: View {
    let dueToday: Int

    var body: some View {
        Label("Today", systemImage: "calendar")
            .backport.badge(dueToday > 0 ? Text("\(dueToday) due") : nil)
    }
}
