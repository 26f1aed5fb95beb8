import SwiftUI

struct Screens: View {
    let isRoot: Bool
    let chosen: HeadingStyle?
    let style: HeadingStyle

    var body: some View {
        List {
            Text("root").toolbarTitleDisplayMode(((isRoot ? .large : .small) as HeadingStyle).system)
            Text("chosen").toolbarTitleDisplayMode(((chosen ?? .small) as HeadingStyle).system)
            Text("fixed").toolbarTitleDisplayMode((.small as HeadingStyle).system)
            Text("plain").toolbarTitleDisplayMode(style.system)
            Text("optional").toolbarTitleDisplayMode(chosen!.system)
        }
    }
}
