import SwiftUI

enum HeadingStyle {
    case small
    case large

    var legacy: NavigationBarItem.TitleDisplayMode {
        self == .small ? .inline : .large
    }

    var system: ToolbarTitleDisplayMode {
        self == .small ? .inline : .inlineLarge
    }
}
