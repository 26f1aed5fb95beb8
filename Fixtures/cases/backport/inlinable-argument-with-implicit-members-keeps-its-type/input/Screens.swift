import SwiftUI

struct Screens: View {
    let isRoot: Bool
    let chosen: HeadingStyle?
    let style: HeadingStyle

    var body: some View {
        List {
            Text("root").backport.heading(isRoot ? .large : .small)
            Text("chosen").backport.heading(chosen ?? .small)
            Text("fixed").backport.heading(.small)
            Text("plain").backport.heading(style)
            Text("optional").backport.heading(chosen!)
        }
    }
}
