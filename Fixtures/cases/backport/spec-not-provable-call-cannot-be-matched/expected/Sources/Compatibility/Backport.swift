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

/// The sheet heights the app uses, in a form that exists on every supported system.
enum SheetDetent: Hashable {
    case medium
    case large

    var swiftUI: PresentationDetent {
        switch self {
        case .medium: return .medium
        case .large: return .large
        }
    }
}

extension Backport where Content: View {
    /// Lets a sheet rest at the given heights; always full height on older systems.
    @ViewBuilder func presentationDetents(_ detents: SheetDetent...) -> some View {
        if #available(iOS 16, *) {
            content.presentationDetents(Set(detents.map(\.swiftUI)))
        } else {
            content
        }
    }
}
