import SwiftUI

struct ChapterRow: View {
    let chapter: Chapter
    let metrics: TypeMetrics

    var body: some View {
        Text(chapter.title)
            .tracking(metrics.size * 0.02)
    }
}
