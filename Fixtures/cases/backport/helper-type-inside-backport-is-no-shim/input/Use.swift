import SwiftUI

struct Avatar: View {
    let url: URL?
    var body: some View {
        Backport.AsyncImage(url: url)
    }
}
