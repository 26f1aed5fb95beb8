import SwiftUI

public extension Backport where Wrapped: View {
    /// Sets the font weight of the text in this view.
    @available(iOS, deprecated: 16.0, message: "Use the native fontWeight(_:) modifier")
    @available(macOS, deprecated: 13.0, message: "Use the native fontWeight(_:) modifier")
    func fontWeight(_ weight: Font.Weight?) -> some View {
        wrapped.transformEnvironment(\.font) { font in
            font = font?.weight(weight ?? .regular)
        }
    }

    /// Lets content draw outside the bounds of its scroll view.
    @available(iOS, deprecated: 17.0, message: "Use the native scrollClipDisabled(_:) modifier")
    func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        wrapped.modifier(ScrollClipModifier(disabled: disabled))
    }
}
