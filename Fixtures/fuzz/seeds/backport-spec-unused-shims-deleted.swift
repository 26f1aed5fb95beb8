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

extension Backport where Content: View {
    /// Animates SF Symbols when `value` changes; static symbols on older systems.
    @ViewBuilder func bounce<V: Equatable>(value: V) -> some View {
        if #available(iOS 17, *) {
            content.symbolEffect(.bounce, value: value)
        } else {
            content
        }
    }

    /// Hides the separator under a list row.
    ///
    /// Nothing calls this any more since the forecast list became a grid.
    @available(iOS 15.0, *)
    @ViewBuilder func listRowSeparator(_ visibility: Visibility) -> some View {
        if #available(iOS 15, *) {
            content.listRowSeparator(visibility)
        } else {
            content
        }
    }
}

// Type-like shims: `Backport.Gauge(...)` reads like the SwiftUI view it stands for.
extension Backport where Content == Any {
    @ViewBuilder static func Gauge(value: Double, label: Text) -> some View {
        if #available(iOS 16, *) {
            SwiftUI.Gauge(value: value, label: label)
        } else {
            ProgressView(value: value, label: label)
        }
    }
}
import SwiftUI

struct ConditionsIcon: View {
    let conditions: Conditions

    var body: some View {
        Image(systemName: conditions.symbolName)
            .font(.largeTitle)
            .backport.bounce(value: conditions)
    }
}
