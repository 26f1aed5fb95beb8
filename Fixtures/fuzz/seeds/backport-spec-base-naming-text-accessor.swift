import SwiftUI

struct Backport<Base> {
    let base: Base

    init(_ base: Base) {
        self.base = base
    }
}

extension Text {
    /// Shims for `Text` modifiers newer than the deployment target.
    var backport: Backport<Text> { Backport(self) }

    /// The grey caption style of the counters.
    func counterStyle() -> Text {
        font(.caption).foregroundColor(.secondary)
    }
}

extension Backport where Base == Text {
    /// Digits of equal width, for counters; proportional digits on older systems.
    func monospacedDigit() -> Text {
        if #available(iOS 15, *) {
            return base.monospacedDigit()
        } else {
            return base
        }
    }

    /// Bold or regular by a flag; always regular on older systems.
    func bold(_ isActive: Bool) -> Text {
        if #available(iOS 16, *) {
            return base.bold(isActive)
        } else {
            return base
        }
    }
}
import SwiftUI

struct CounterLabel: View {
    let title: String
    let count: Int
    let isUnread: Bool

    var body: some View {
        HStack {
            Text(title).backport.bold(isUnread)
            Spacer()
            Text("\(count)").backport.monospacedDigit().counterStyle()
        }
    }
}
