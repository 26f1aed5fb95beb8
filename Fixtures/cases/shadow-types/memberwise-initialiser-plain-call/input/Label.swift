import SwiftUI

struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    var body: some View {
        if #available(iOS 14.0, *) {
            return AnyView(SwiftUI.Label(title: title, icon: icon))
        } else {
            return AnyView(HStack { icon; title })
        }
    }
}
