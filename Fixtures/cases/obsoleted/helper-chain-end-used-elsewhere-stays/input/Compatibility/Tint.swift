import SwiftUI

extension View {
    @available(iOS, obsoleted: 16)
    func legacyToolbarTint(_ color: Color) -> some View {
        modifier(TintModifier(style: TintStyle(color: color)))
    }
}

/// Applies a tint style (A).
struct TintModifier: ViewModifier {
    let style: TintStyle

    func body(content: Content) -> some View {
        content.tint(style.color)
    }
}

/// A tint colour with a fallback (B).
struct TintStyle {
    let color: Color
    var fallback: Color { makeFallback(color) }
}

/// The colour used before iOS 16 (C).
func makeFallback(_ color: Color) -> Color {
    color.opacity(0.8)
}
