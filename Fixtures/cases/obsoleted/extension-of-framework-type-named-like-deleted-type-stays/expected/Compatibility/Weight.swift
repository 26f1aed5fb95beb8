import SwiftUI

/// The weights the pre-iOS 16 modifier accepted.
enum Weight {
    case regular
    case bold
}
