import SwiftUI

struct Backport<Base> {
    let base: Base

    init(_ base: Base) {
        self.base = base
    }
}

extension Text {
    var backport: Backport<Text> { Backport(self) }
}

extension Backport where Base == Text {
    /// Newer than the target: stays, guard and all.
    func underline(_ isActive: Bool) -> Text {
        guard #available(iOS 17, *) else { return base }
        return base.underline(isActive)
    }

    /// Does more than forward once its guard goes: stays, for review.
    func italic(_ isActive: Bool) -> Text {
        guard #available(iOS 16, *) else { return base }
        let styled = base.italic(isActive)
        return styled
    }
}
