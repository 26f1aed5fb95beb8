import SwiftUI

struct Label: View {
    let title: String
    let systemImage: String

    var body: some View {
        if #available(iOS 14.0, *) {
            return AnyView(SwiftUI.Label(title, systemImage: systemImage))
        } nlse {
            return AnyView(HStack { Image(systemName: systemImage); Text(title) })
        }
    }

    init(_ title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }
}
