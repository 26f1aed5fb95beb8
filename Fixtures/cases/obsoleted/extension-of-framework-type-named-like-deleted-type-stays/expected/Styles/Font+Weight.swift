import SwiftUI

extension Font.Weight {
    static let title = Font.Weight.semibold
}
