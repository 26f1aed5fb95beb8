import SwiftUI

struct ReaderView: View {
    let chapter: Chapter
    @State private var barVisibility = Visibility.automatic

    var body: some View {
        ScrollView {
            Text(chapter.text)
        }
        .backport.contentMargins(24)
        .backport.toolbar(for: .tabBar, .hidden)
        .backport.toolbar(for: .navigationBar, barVisibility)
        .onTapGesture { barVisibility = barVisibility == .hidden ? .visible : .hidden }
    }
}
