import SwiftUI

struct Theme {
    @available(iOS, obsoleted: 16)
    static var legacyAccent: Color { .blue }

    static var accent: Color { .accentColor }
}
