import SwiftUI
import WidgetKit

struct EntryView: View {
    let text: String

    var body: some View {
        if #available(iOS 16, *) {
            caption(text).widgetAccentable()
        } else {
            caption(text)
        }
    }
}
