import SwiftUI

/// The weights the pre-iOS 16 modifier accepted.
enum Weight {
    case regular
    case bold
}

extension Text {
    @available(iOS, obsoleted: 16.0)
    func legacyWeight(_ weight: Weight) -> Text {
        fontWeight(weight == .bold ? .bold : .regular)
    }
}
