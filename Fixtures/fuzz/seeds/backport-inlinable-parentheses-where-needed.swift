import SwiftUI

/// Holds a value so that `value.backport.name(…)` can reach compatibility shims.
struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    /// Shims for modifiers newer than the deployment target.
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    @ViewBuilder func overlays(_ visible: Bool) -> some View {
        if #available(iOS 16, *) {
            content.persistentSystemOverlays(visible ? .visible : .hidden)
        } else {
            content
        }
    }
}
import SwiftUI

struct Player: View {
    var body: some View {
        VStack {
            Video().backport.overlays(!isFullScreen)
            Video().backport.overlays(isPlaying && !isFullScreen)
            Video().backport.overlays(model.showsControls)
        }
    }
}
