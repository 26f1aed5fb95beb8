import SwiftUI

/// The library's own style protocol, not SwiftUI's `LabelStyle`.
public protocol BackportLabelStyle {
    associatedtype Body: View
    func makeBody(title: Text) -> Body
}

struct AnyBackportLabelStyle {
    init<S: BackportLabelStyle>(_ style: S) {}
}

extension EnvironmentValues {
    var backportLabelStyle: AnyBackportLabelStyle? {
        get { nil }
        set {}
    }
}
