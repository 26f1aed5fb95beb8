import SwiftUI

/// The colour used before iOS 16 (C).
func makeFallback(_ color: Color) -> Color {
    color.opacity(0.8)
}
