import SwiftUI

extension Backport where Content: View {
    /// Letter spacing that grows with the font size; none on older systems.
    @ViewBuilder func letterSpacing(for size: CGFloat) -> some View {
        if #available(iOS 16, *) {
            content.tracking(size * 0.02)
        } else {
            content
        }
    }

    /// Shows or hides the home indicator and the other system overlays.
    @ViewBuilder func systemOverlays(_ visible: Bool) -> some View {
        if #available(iOS 16, *) {
            content.persistentSystemOverlays(visible ? .visible : .hidden)
        } else {
            content
        }
    }
}
import SwiftUI

struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}
import SwiftUI

struct ChapterRow: View {
    let chapter: Chapter
    let metrics: TypeMetrics

    var body: some View {
        Text(chapter.title)
            .backport.letterSpacing(for: metrics.size)
    }
}
import SwiftUI

struct PlayerView: View {
    let episode: Episode
    let baseSize: CGFloat
    @State private var isFullScreen = false
    @State private var isPlaying = false
    @State private var showsControls = true

    var body: some View {
        VStack {
            VideoSurface(episode: episode)
                .backport.systemOverlays(!isFullScreen)
            Text(episode.title)
                .font(.system(size: baseSize + 4))
                .backport.letterSpacing(for: baseSize + 4)
            Text(episode.show)
                .backport.letterSpacing(for: 17)
        }
        .backport.systemOverlays(isPlaying ? showsControls : true)
    }
}
