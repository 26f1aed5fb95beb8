import SwiftUI

struct Label: View {
    let title: String
    let systemImage: String

    var body: some View {
        return AnyView(SwiftUI.Label(title, systemImage: systemImage))
    }

    init(_ title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }
}
