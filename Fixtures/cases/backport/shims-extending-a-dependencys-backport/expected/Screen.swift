import SwiftUI
import SwiftUIBackports

struct Screen: View {
    var body: some View {
        Text("a")
            .navigationTransition(.automatic)
        Text("b")
            .navigationTransition(.automatic)
    }
}
