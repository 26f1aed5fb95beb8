import SwiftUI

struct ReaderView: View {
    let chapter: Chapter
    @State private var barVisibility = Visibility.automatic

    var body: some View {
        ScrollView {
            Text(chapter.text)
        }
        .backport.contentMargins(24)
        .toolbar(.hidden, for: .tabBar)
        .toolbar(barVisibility, for: .navigationBar)
        .onTapGesture { barVisibility = barVisibility == .hidden ? .visible : .hidden }
    }
}
