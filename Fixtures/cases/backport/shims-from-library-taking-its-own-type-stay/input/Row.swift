import SwiftUI
import LabelKit

struct PlainStyle: BackportLabelStyle {
    func makeBody(title: Text) -> some View { title }
}

struct Row: View {
    var body: some View {
        Text("Row")
            .backport.labelStyle(PlainStyle())
            .backport.badge(3)
    }
}
