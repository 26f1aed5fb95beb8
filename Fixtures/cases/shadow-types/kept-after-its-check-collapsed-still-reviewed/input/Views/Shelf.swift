import SwiftUI

struct Shelf: View {
    let stack: LazyHStack<Text>

    var body: some View {
        stack
    }
}
