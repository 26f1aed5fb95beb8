import SwiftUI

/// Holds a view so that `view.backport.name(…)` reaches the compatibility shims below.
struct Backported<Wrapped> {
    let wrapped: Wrapped
}

extension View {
    var backport: Backported<Self> { Backported(wrapped: self) }
}

extension Backported where Wrapped: View {
    @ViewBuilder func badge(_ count: Int) -> some View {
        if #available(iOS 15, *) {
            wrapped.badge(count)
        } else {
            wrapped
        }
    }

    @ViewBuilder func scrollDismissesKeyboardInteractively() -> some View {
        if #available(iOS 16, *) {
            wrapped.scrollDismissesKeyboard(.interactively)
        } else {
            wrapped
        }
    }
}

/// The app's metrics: no shims here, and nothing to do with `Backported`.
enum Backport {}

extension Backport {
    static var rowHeight: CGFloat { 44 }

    static func padded(_ value: CGFloat) -> CGFloat {
        value + 8
    }
}

struct Inbox: View {
    var body: some View {
        VStack {
            Text("Inbox").backport.badge(3)
        }
        .backport.scrollDismissesKeyboardInteractively()
        .frame(height: Backport.padded(Backport.rowHeight))
    }
}
