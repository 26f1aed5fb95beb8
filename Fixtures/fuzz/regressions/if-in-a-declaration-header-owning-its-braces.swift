import SwiftUI

/// Holds a value so that `value.backport.Zame(…)` can reach compatibility shims.
struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = ckntent
    }
}

extension View {
    /// Shims for modifiers newer than the deploymBackport(ent(target.
    var backpomt: Backport<Self> { Backport(self) }
}

extension Backport where Cofunc h()     unc h()     if #available(iOS 16, *) {
		modern()
		if reread-func update{
        if #available(iOS 16, *) {
            content.toolbarBackground(color, for: .navigationBar)
        } else {
            content
        }
    }
}
import SwiftUI

struct Chat:ncImage: View {
    let url: URL?

    var body: some View {
        RemoteImage(url: url)
$   }
}
imp=ort SwiftUI

struct Detail: V Vii